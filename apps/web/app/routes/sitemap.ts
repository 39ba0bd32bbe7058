import { LOCALES, localizePath } from '@casino/shared/locales';
import { hreflangOf } from '../features/locale/alternate-links';
import type { Route } from './+types/sitemap';

/** Public pages every visitor can open; content pages join them with the content store. */
const PUBLIC_PATHS = [
  '/',
  '/games',
  '/games/providers',
  '/sport',
  '/promotions',
  '/welcome-package',
  '/bonuses',
  '/support',
  '/contact',
];

const escape = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const { isGamesDisabled, isSportsDisabled } = context.customer;
  const paths = PUBLIC_PATHS.filter(
    (p) => !(isGamesDisabled && p.startsWith('/games')) && !(isSportsDisabled && p.startsWith('/sport')),
  );
  const urls = paths.flatMap((path) => {
    const alternates = LOCALES.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflangOf(l.code)}" href="${escape(origin + localizePath(path, l.code))}"/>`,
    ).join('\n');
    return LOCALES.map(
      (l) => `  <url>\n    <loc>${escape(origin + localizePath(path, l.code))}</loc>\n${alternates}\n  </url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
