import { DEFAULT_LOCALE, isSupportedLocale, localizePath } from '@casino/shared/locales';
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { notFound } from './http.server';

interface GuardArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** The locale of a route: the `:locale` param when present, which must be a served non-default locale. */
export function routeLocale({ request, params }: Pick<GuardArgs, 'request' | 'params'>): string {
  if (params.locale === undefined) return DEFAULT_LOCALE;
  if (params.locale === DEFAULT_LOCALE || !isSupportedLocale(params.locale)) notFound(request);
  return params.locale;
}

/** Auth guard: a guest is sent home with the sign-in popup open. */
export function requireSession(args: GuardArgs) {
  const locale = routeLocale(args);
  if (!args.context.session) throw redirect(`${localizePath('/', locale)}?sign-in=true`);
  return args.context.session;
}

/**
 * The game-line-redirect guard (§2): a page of a line the operator switched off
 * (isGamesDisabled / isSportsDisabled) sends the visitor to the other line, or home.
 */
export function gameLineRedirect(args: GuardArgs, line: 'games' | 'sport'): null {
  const locale = routeLocale(args);
  const { isGamesDisabled, isSportsDisabled } = args.context.customer;
  const disabled = line === 'games' ? isGamesDisabled : isSportsDisabled;
  if (!disabled) return null;
  const otherDisabled = line === 'games' ? isSportsDisabled : isGamesDisabled;
  const target = otherDisabled ? '/' : line === 'games' ? '/sport' : '/games';
  throw redirect(localizePath(target, locale));
}
