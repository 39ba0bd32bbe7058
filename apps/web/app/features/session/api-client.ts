import type { ErrorBody, FieldErrors } from '@casino/shared/errors';
import { refreshToken } from './refresh';
import { isTelegramApp } from './telegram';
import { isTokenExpired, readToken } from './token-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly fields: FieldErrors = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Endpoints whose 401 means "wrong credentials", not "your session ended". */
const AUTH_ENDPOINTS = [
  '/api/player/sessions',
  '/api/player/register',
  '/api/player/register/phone',
  '/api/player/tg_login',
  '/api/player/sessions/token',
  '/api/player/sessions/social/callback',
  '/api/player/sessions/2fa',
];

/**
 * 401s and 403s about the request, not the session: a game closed to the visitor's country
 * (§2 game-geo-restricted), a sportsbook widget token that ran out or is another player's.
 */
const REQUEST_REFUSED_KEYS = new Set(['GAME_GEO_RESTRICTED', 'SPORT_TOKEN_INVALID', 'SPORT_TOKEN_OTHER_PLAYER']);

/** `key` is the error's: SESSION_TIME_LIMIT_REACHED lets the page say why the session ended. */
type SessionLostListener = (status: 401 | 403, key: string) => void;
let onSessionLost: SessionLostListener = () => undefined;

/** The app decides what losing the session means (§8: home with the sign-in popup). */
export function setSessionLostListener(listener: SessionLostListener) {
  onSessionLost = listener;
}

interface ApiRequest {
  method?: string;
  body?: unknown;
  /** Extra headers of one feature's calls, such as the sportsbook widget's token. */
  headers?: Record<string, string>;
}

async function send(path: string, init: ApiRequest, token: string | null) {
  const headers: Record<string, string> = {
    ...init.headers,
    'x-trace-id': crypto.randomUUID(),
    'x-platform': isTelegramApp() ? 'tg' : 'web',
    // The page's locale, so the server's validation messages match the page (§5).
    'x-locale': document.documentElement.lang,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(path, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'omit',
    body: init.body === undefined ? null : JSON.stringify(init.body),
    // §7: 10 s timeout, no retry.
    signal: AbortSignal.timeout(10_000),
  });
}

/**
 * The player API from the browser: bearer token refreshed when it is about to
 * expire, one retry after a refresh on 401, the error envelope as ApiError.
 */
export async function api<T>(path: string, init: ApiRequest = {}): Promise<T> {
  let token = readToken();
  if (token && isTokenExpired(token)) token = (await refreshToken()) ?? token;
  let response = await send(path, init, token);
  const isAuthEndpoint = AUTH_ENDPOINTS.includes(path);
  if (response.status === 401 && token && !isAuthEndpoint) {
    const fresh = await refreshToken();
    if (fresh) {
      token = fresh;
      response = await send(path, init, fresh);
    }
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (response.ok) return body as T;
  const error = (body as ErrorBody | undefined)?.error;
  // A token this tab already let go of (signed out, or replaced by another tab) is no news.
  const isCurrent = token !== null && token === readToken();
  const sessionError =
    (response.status === 401 || response.status === 403) && !REQUEST_REFUSED_KEYS.has(error?.key ?? '');
  if (sessionError && isCurrent && !isAuthEndpoint) {
    onSessionLost(response.status as 401 | 403, error?.key ?? '');
  }
  throw new ApiError(
    response.status,
    error?.key ?? 'INTERNAL',
    error?.message ?? response.statusText,
    error?.fields,
    error?.details,
  );
}
