import { DEFAULT_LOCALE, LOCALES, isPrefixExempt, localizePath } from '@casino/shared/locales';
import { hreflangOf } from '../locale/alternate-links';

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/**
 * The sitemap of every public page in every locale. Each address lists all its
 * language versions as `xhtml:link` alternates plus x-default; a prefix-exempt page
 * (§2) has one address for every language, so it is listed once.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].flatMap((path) => {
    if (isPrefixExempt(path)) return [`  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n  </url>`];
    const link = (hreflang: string, locale: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + localizePath(path, locale))}"/>`;
    const alternates = [
      ...LOCALES.map((l) => link(hreflangOf(l.code), l.code)),
      link('x-default', DEFAULT_LOCALE),
    ].join('\n');
    return LOCALES.map(
      (l) => `  <url>\n    <loc>${escapeXml(origin + localizePath(path, l.code))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
