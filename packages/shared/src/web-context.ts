import type { CustomerConfig } from './customer.js';

export interface ApiResult<T> {
  status: number;
  ok: boolean;
  data: T;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** The signed-in player as the server-rendered pages see them; null for a guest. */
export interface WebSession {
  playerId: string;
  displayName: string;
  avatarId: string | null;
  isProfileConfirmed: boolean;
}

/**
 * What the server hands to every React Router loader: the platform API called
 * in-process with the visitor's own credentials, and request facts.
 */
export interface WebLoadContext {
  api<T>(path: string, request?: ApiRequest): Promise<ApiResult<T>>;
  customer: CustomerConfig;
  session: WebSession | null;
  traceId: string;
  country: string | null;
  /** Hosts outside the site that `/redirect?to=` may send a visitor to (REDIRECT_ALLOWED_HOSTS). */
  redirectAllowedHosts: readonly string[];
  /** The script nonce of this response's Content-Security-Policy; absent where the policy has none (Vite dev). */
  cspNonce: string | undefined;
  /**
   * The page is kept and sent whole (a guest's page, web/guest-pages.ts): rendered to the end
   * before its first byte, with no script to reveal what a streamed page would send late.
   */
  wholePage: boolean;
}
