import type { ContentKind } from '@casino/shared/content';
import { DEFAULT_LOCALE } from '@casino/shared/locales';
import { queryContent } from '../features/content/content-api.server';
import { sitemapXml } from '../features/content/sitemap';
import type { Route } from './+types/sitemap';

/** Pages every visitor can open, besides those of the content store. */
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
  '/questions',
];

/** Where each kind's pages live; every locale shows them, the default locale filling in. */
const CONTENT_PAGES: [ContentKind, (identity: string, meta: Record<string, unknown>) => string][] = [
  ['static', (id) => `/static/${id}`],
  ['question-pages', (id) => `/questions/${id}`],
  ['bonus', (id, meta) => (meta.type === 'welcome' ? `/bonus/welcome/${id}` : `/bonus/${id}`)],
  ['pages', (id) => `/${id}`],
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const { isGamesDisabled, isSportsDisabled } = context.customer;
  const contentPaths = await Promise.all(
    CONTENT_PAGES.map(async ([kind, pathOf]) =>
      (await queryContent(context, { kind, locale: DEFAULT_LOCALE, withBody: false, limit: 500 })).map((r) =>
        pathOf(r.pageIdentity, r.meta),
      ),
    ),
  );
  const paths = [...PUBLIC_PATHS, ...contentPaths.flat()].filter(
    (p) => !(isGamesDisabled && p.startsWith('/games')) && !(isSportsDisabled && p.startsWith('/sport')),
  );
  return new Response(sitemapXml(origin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
