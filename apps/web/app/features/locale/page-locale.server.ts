import { acceptLanguages, isPrefixExempt, resolveLocale, splitLocalePath } from '@casino/shared/locales';
import { LOCALE_COOKIE } from './locale-paths';

function cookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The locale a page renders in: its prefix, or for the prefix-exempt pages (§2) the
 * locale the visitor browses in (kept in a cookie), else their browser language.
 */
export function pageLocale(request: Request): string {
  const { locale, hasPrefix, path } = splitLocalePath(new URL(request.url).pathname);
  if (hasPrefix || !isPrefixExempt(path)) return locale;
  return resolveLocale({
    stored: cookie(request, LOCALE_COOKIE),
    browser: acceptLanguages(request.headers.get('accept-language')),
  });
}
