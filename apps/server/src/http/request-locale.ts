import { acceptLanguages, resolveLocale } from '@casino/shared/locales';
import type { FastifyRequest } from 'fastify';

/** Set by the web app to the locale of the page the player is on. */
export const LOCALE_HEADER = 'x-locale';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The locale to answer a request in: `x-locale`, else the browser's Accept-Language,
 * each by full code then base language (§2), else the default locale.
 */
export function requestLocale(request: FastifyRequest): string {
  const page = header(request, LOCALE_HEADER);
  return resolveLocale({
    browser: [...(page ? [page] : []), ...acceptLanguages(header(request, 'accept-language'))],
  });
}
