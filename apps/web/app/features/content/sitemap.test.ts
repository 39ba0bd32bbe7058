import { LOCALES } from '@casino/shared/locales';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

interface Url {
  loc: string;
  'xhtml:link'?: { '@_hreflang': string; '@_href': string; '@_rel': string }[];
}

const xml = sitemapXml('https://casino.example', ['/', '/static/terms', '/questions/deposits', '/static/terms']);
const urls = (): Url[] =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml)
    .urlset.url;

describe('sitemap.xml', () => {
  it('is well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it('lists every page in every locale, once each', () => {
    const locs = urls().map((u) => u.loc);
    expect(locs).toContain('https://casino.example/static/terms');
    expect(locs).toContain('https://casino.example/de/static/terms');
    expect(locs).toContain('https://casino.example/pt-br/static/terms');
    expect(locs).toContain('https://casino.example/ar');
    expect(locs.filter((l) => l.endsWith('/static/terms'))).toHaveLength(LOCALES.length);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('gives each address an hreflang alternate for every locale and x-default', () => {
    const terms = urls().find((u) => u.loc === 'https://casino.example/de/static/terms')!;
    const links = terms['xhtml:link']!;
    expect(links).toHaveLength(LOCALES.length + 1);
    expect(links).toContainEqual({
      '@_rel': 'alternate',
      '@_hreflang': 'pt-BR',
      '@_href': 'https://casino.example/pt-br/static/terms',
    });
    expect(links).toContainEqual({
      '@_rel': 'alternate',
      '@_hreflang': 'x-default',
      '@_href': 'https://casino.example/static/terms',
    });
  });

  it('lists a prefix-exempt page once, without a locale prefix', () => {
    const faq = urls().filter((u) => u.loc.includes('/questions/'));
    expect(faq).toEqual([{ loc: 'https://casino.example/questions/deposits' }]);
  });

  it('escapes addresses', () => {
    const odd = sitemapXml('https://casino.example', ['/static/a&b']);
    expect(XMLValidator.validate(odd)).toBe(true);
    expect(odd).toContain('/static/a&amp;b');
  });
});
