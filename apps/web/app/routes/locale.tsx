import { DEFAULT_LOCALE, isSupportedLocale } from '@casino/shared/locales';
import { Outlet, redirect } from 'react-router';
import type { Route } from './+types/locale';

/**
 * The `:locale` prefix (§2). The default locale has no prefix and an upper-case
 * prefix is not the canonical one: both redirect. A segment that is no locale is
 * left to the child route (a slug page or a 404).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rest = url.pathname.slice(params.locale.length + 1);
  if (params.locale === DEFAULT_LOCALE) throw redirect(`${rest || '/'}${url.search}`, 301);
  const lower = params.locale.toLowerCase();
  if (lower !== params.locale && isSupportedLocale(lower) && lower !== DEFAULT_LOCALE) {
    throw redirect(`/${lower}${rest}${url.search}`, 301);
  }
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
