import { isSupportedLocale } from '@casino/shared/locales';
import { notFound } from '../lib/http.server';
import type { Route } from './+types/locale-home';

export { default, meta } from './home';

/** `/{locale}` is the home page; a first segment that is no locale is a one-segment slug. */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isSupportedLocale(params.locale)) notFound(request);
  return null;
}
