import { secureAttribute } from '../../lib/cookie';

/** §3/§9: the access token lives in the `access_token` cookie for a year. */
export const TOKEN_COOKIE = 'access_token';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** §9: a token counts as expired 10 s before its `exp`. */
export const EXPIRY_MARGIN_MS = 10_000;

/** Fired on this window whenever the token is written or removed (the push channel re-authenticates). */
export const TOKEN_CHANGE_EVENT = 'access-token-change';

export function readToken(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;]+)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function writeToken(token: string) {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secureAttribute()}`;
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}

export function clearToken() {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax${secureAttribute()}`;
  window.dispatchEvent(new Event(TOKEN_CHANGE_EVENT));
}

/** The `exp` claim in milliseconds, or null for something that is not a JWT. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp - EXPIRY_MARGIN_MS <= now;
}
