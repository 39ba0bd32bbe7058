import { isSupportedLocale } from '@casino/shared/locales';
import type { Route } from './+types/messages-catalog';
import { messageCatalog } from '../i18n/messages.server';

const NAME = /^([a-z]{2}(?:-[a-z]{2})?)\.([\w-]+)\.json$/;

/**
 * A locale's UI strings (`i18n/messages-store.ts`). The current file is kept for good; a page
 * rendered before a deploy may ask for the file it was given, and gets today's strings, kept
 * for no time, rather than an error that would leave it unable to start.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [, locale, hash] = NAME.exec(params.catalog) ?? [];
  if (!locale || !hash || !isSupportedLocale(locale)) {
    throw new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  const catalog = await messageCatalog(locale);
  const current = catalog.href.endsWith(`.${hash}.json`);
  return new Response(catalog.json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
