import { DEFAULT_LOCALE, isPrefixExempt, localizePath, resolveLocale, splitLocalePath } from '@casino/shared/locales';
import { secureAttribute } from '../../lib/cookie';

export const USER_LANGUAGE_KEY = 'user-language';

/** The locale the visitor last browsed in: prefix-exempt pages render in it on the server. */
export const LOCALE_COOKIE = 'locale';

export function rememberPageLocale(locale: string) {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax${secureAttribute()}`;
}

export interface FirstLoad {
  pathname: string;
  search: string;
  hash: string;
  stored: string | null;
  browser: readonly string[];
}

/**
 * §2 locale redirect: on first load without a locale in the path, go to the stored
 * user-language, else the first supported browser language, keeping query and hash.
 * Null when the visitor stays where they are.
 */
export function firstLoadRedirect({ pathname, search, hash, stored, browser }: FirstLoad): string | null {
  const { hasPrefix, path } = splitLocalePath(pathname);
  if (hasPrefix || isPrefixExempt(path)) return null;
  const locale = resolveLocale({ stored, browser });
  if (locale === DEFAULT_LOCALE) return null;
  return `${localizePath(path, locale)}${search}${hash}`;
}

/** The same page in another locale. */
export function switchLocalePath(pathname: string, locale: string): string {
  return localizePath(splitLocalePath(pathname).path, locale);
}
