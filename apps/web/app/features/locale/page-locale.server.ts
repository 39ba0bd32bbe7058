import { acceptLanguages, isPrefixExempt, resolveLocale, splitLocalePath } from '@casino/shared/locales';
import { cookieIn } from '../../lib/cookie';
import { LOCALE_COOKIE } from './locale-paths';

/**
 * The locale a page renders in: its prefix, or for the prefix-exempt pages (§2) the
 * locale the visitor browses in (kept in a cookie), else their browser language.
 */
export function pageLocale(request: Request): string {
  const { locale, hasPrefix, path } = splitLocalePath(new URL(request.url).pathname);
  if (hasPrefix || !isPrefixExempt(path)) return locale;
  return resolveLocale({
    stored: cookieIn(request.headers.get('cookie'), LOCALE_COOKIE),
    browser: acceptLanguages(request.headers.get('accept-language')),
  });
}
