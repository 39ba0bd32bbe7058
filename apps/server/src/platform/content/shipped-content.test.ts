import path from 'node:path';
import { checkRedirectTarget, type ContentNode } from '@casino/shared/content';
import { DEFAULT_LOCALE } from '@casino/shared/locales';
import { DEFAULT_VALIDATION_MESSAGES } from '@casino/shared/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { readContentSource, type ContentSource, type SourceRecord } from './source.js';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../../content');
const TRANSLATED = ['en', 'de', 'es', 'pt-br', 'ru', 'tr', 'ar'];
const PROMOTION_LOCALES = ['en', 'hy', 'kk', 'uk', 'uz'];

let source: ContentSource;
beforeAll(async () => {
  source = await readContentSource(CONTENT_DIR);
});

const records = (kind: string, locale?: string): SourceRecord[] =>
  [...source.kinds.entries()]
    .filter(([k]) => k === kind)
    .flatMap(([, s]) => s.records)
    .filter((r) => locale === undefined || r.locale === locale);
const identities = (kind: string, locale: string) => records(kind, locale).map((r) => r.pageIdentity);
const record = (kind: string, locale: string, identity: string) =>
  records(kind, locale).find((r) => r.pageIdentity === identity);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function links(nodes: ContentNode[] | null): string[] {
  return (nodes ?? []).flatMap((node) =>
    typeof node === 'string' ? [] : [...(node[0] === 'a' ? [node[1].href ?? ''] : []), ...links(node.slice(2) as ContentNode[])],
  );
}

function metaLinks(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(metaLinks);
  if (value && typeof value === 'object') {
    const { to, ...rest } = value as Record<string, unknown>;
    return [...(typeof to === 'string' ? [to] : []), ...Object.values(rest).flatMap(metaLinks)];
  }
  return [];
}

/** Every in-app address the shipped content may point at. */
function knownPaths(): Set<string> {
  const fixed = ['/', '/games', '/games/providers', '/sport', '/sport/live', '/promotions', '/welcome-package'];
  const more = ['/bonuses', '/support', '/contact', '/questions', '/profile', '/wallet'];
  return new Set([
    ...fixed,
    ...more,
    ...identities('static', 'en').map((id) => `/static/${id}`),
    ...identities('question-pages', 'en').map((id) => `/questions/${id}`),
    ...identities('pages', 'en').map((id) => `/${id}`),
    ...records('bonus', 'en').map((r) =>
      r.meta.type === 'welcome' ? `/bonus/welcome/${r.pageIdentity}` : `/bonus/${r.pageIdentity}`,
    ),
  ]);
}

describe('shipped content', () => {
  it('loads every file without an error, and has no stray files', () => {
    expect([...source.kinds.values()].flatMap((s) => s.errors)).toEqual([]);
    expect(source.ignored).toEqual([]);
    expect(source.redirects?.errors).toEqual([]);
  });

  it.each(TRANSLATED)('has home slides, layout, error screen and field settings in %s', (locale) => {
    expect(identities('slides', locale).length).toBeGreaterThanOrEqual(3);
    expect(identities('layout', locale).sort()).toEqual(['footer', 'header']);
    expect(identities('global-components', locale)).toContain('error-screen');
    expect(identities('fields-settings', locale)).toEqual(['validation']);
  });

  it.each(TRANSLATED)('has the static pages, at least 8 FAQ pages and the bonus pages in %s', (locale) => {
    expect(identities('static', locale).sort()).toEqual(['aml-kyc', 'cookies', 'privacy', 'responsible-gaming', 'terms']);
    expect(identities('question-pages', locale).length).toBeGreaterThanOrEqual(8);
    expect(identities('bonus', locale)).toEqual(expect.arrayContaining(['first-deposit', 'pack-1']));
  });

  it.each(TRANSLATED.filter((l) => l !== DEFAULT_LOCALE))('translates every English page into %s', (locale) => {
    for (const kind of ['static', 'question-pages', 'bonus', 'slides', 'pages', 'layout', 'global-components']) {
      expect(identities(kind, locale).sort(), kind).toEqual(identities(kind, DEFAULT_LOCALE).sort());
      for (const translated of records(kind, locale)) {
        const english = record(kind, DEFAULT_LOCALE, translated.pageIdentity)!;
        expect(translated.stem, `${translated.id} stem`).toBe(english.stem);
        if (english.title) expect(translated.title, `${translated.id} title`).not.toBe(english.title);
      }
    }
  });

  it('has three promotions for en, hy, kk, uk and uz and none elsewhere', () => {
    expect([...new Set(records('promotions').map((r) => r.locale))].sort()).toEqual(PROMOTION_LOCALES);
    for (const locale of PROMOTION_LOCALES) {
      expect(identities('promotions', locale)).toEqual(['weekend-reload', 'accumulator-boost', 'slot-race']);
    }
  });

  it('keeps the English error screen to the texts of §2', () => {
    const screen = record('global-components', 'en', 'error-screen')!;
    expect(screen.title).toBe('Something went wrong');
    expect(screen.description).toBe(
      'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
    );
    expect(screen.meta.button).toBe('Homepage');
  });

  it.each(TRANSLATED)('gives every §5 rule a validation message with its placeholders in %s', (locale) => {
    const messages = record('fields-settings', locale, 'validation')!.meta.validationMessages as Record<string, string>;
    for (const [rule, message] of Object.entries(DEFAULT_VALIDATION_MESSAGES)) {
      expect(messages[rule], rule).toBeTypeOf('string');
      expect(placeholders(messages[rule]!), rule).toEqual(placeholders(message));
    }
    expect(placeholders(messages.between!)).toEqual(['max', 'min']);
  });

  it('links only to pages that exist, or to http(s) addresses', () => {
    const known = knownPaths();
    const broken: string[] = [];
    for (const kindSource of source.kinds.values()) {
      for (const r of kindSource.records) {
        for (const href of [...links(r.body), ...metaLinks(r.meta)]) {
          if (/^https?:\/\//.test(href)) continue;
          if (!known.has(href.split('?')[0]!)) broken.push(`${r.id}: ${href}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('redirects only to in-app paths that exist', () => {
    const known = knownPaths();
    for (const { path: from, target } of source.redirects!.entries) {
      const checked = checkRedirectTarget(target, []);
      expect(checked, from).toMatchObject({ ok: true, external: false });
      expect(known.has(target), `${from} → ${target}`).toBe(true);
    }
  });
});
