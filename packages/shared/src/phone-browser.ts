/**
 * Whether a request comes from a phone's browser: by the client hint every Chromium browser
 * sends with each request (`Sec-CH-UA-Mobile`), else by the user agent's "Mobile" mark. The
 * server leaves out of a phone's page what only wide screens show (the side drawer), which a
 * phone would otherwise download and hydrate for nothing; a guess that turns out wrong is put
 * right by the browser after hydration.
 */
export function isPhoneBrowser(userAgent: string | null | undefined, mobileHint: string | null | undefined): boolean {
  if (mobileHint === '?1') return true;
  if (mobileHint === '?0') return false;
  return /\bMobi/.test(userAgent ?? '');
}
