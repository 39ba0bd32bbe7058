import { routeLocale } from '../lib/guards.server';
import { notFound } from '../lib/http.server';
import type { Route } from './+types/locale-slug';

/** `/{locale}/{slug}`; when the first segment is no locale, the whole path is a slug. */
export function loader({ request, params }: Route.LoaderArgs): never {
  if (params.locale !== undefined) routeLocale({ request, params: { locale: params.locale } });
  notFound(request);
}

export default function LocaleSlugPage() {
  return null;
}
