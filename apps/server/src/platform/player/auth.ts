import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/errors.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../../http/rate-limit.js';
import {
  activeSession,
  endedBySessionLimit,
  refreshSession,
  sessionPolicy,
  type ActiveSession,
  type SessionPolicy,
} from './sessions.js';
import { ProofOfWorkCaptcha, type Captcha } from './captcha.js';
import { OneTimeCodes } from './codes.js';
import { ReCaptcha } from './recaptcha.js';
import { AccessTokens, sharedSecret, signingKey, type TokenClaims } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    sessionPolicy: SessionPolicy;
    limiter: RateLimiter;
    captcha: Captcha;
    /** One-time codes (sign-up, reset, sign-in, address changes), hashed at rest. */
    codes: OneTimeCodes;
    /** The caller's open session from the bearer token, or null. */
    authenticate(request: FastifyRequest): Promise<ActiveSession | null>;
    /**
     * A token of the session's next generation for a genuine (possibly expired) token,
     * or null when the session has ended; a replayed older token ends it too.
     */
    refreshAccessToken(claims: TokenClaims): Promise<{ session: ActiveSession; accessToken: string } | null>;
  }
  interface FastifyRequest {
    player: ActiveSession | null;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Routes that need a signed-in player use this as their preHandler. */
export async function requirePlayer(request: FastifyRequest): Promise<void> {
  request.player = await request.server.authenticate(request);
  if (!request.player) throw await sessionRefusal(request.server, bearerToken(request));
}

/** Why a token's session is refused: its session time limit (so the page can say so), or just ended. */
export async function sessionRefusal(app: FastifyInstance, token: string | null): Promise<AppError> {
  const claims = token ? await app.tokens.read(token) : null;
  if (claims && (await endedBySessionLimit(app.db, claims))) return new AppError('SESSION_TIME_LIMIT_REACHED');
  return new AppError('UNAUTHORIZED');
}

export function currentPlayer(request: FastifyRequest): ActiveSession {
  if (!request.player) throw new AppError('UNAUTHORIZED');
  return request.player;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tokens', new AccessTokens(await signingKey(app, app.config.JWT_SECRET), ACCESS_TOKEN_TTL_SECONDS));
    app.decorate('sessionPolicy', sessionPolicy(app.config));
    const limiter: RateLimiter = app.redis ? new RedisRateLimiter(app.redis) : new MemoryRateLimiter();
    app.decorate('limiter', limiter);
    const { RECAPTCHA_SITE_KEY: siteKey, RECAPTCHA_SECRET_KEY: secretKey } = app.config;
    app.decorate<Captcha>(
      'captcha',
      siteKey && secretKey
        ? new ReCaptcha({ siteKey, secretKey, verifyUrl: app.config.RECAPTCHA_VERIFY_URL, log: app.log })
        : new ProofOfWorkCaptcha(await sharedSecret(app, 'captcha', app.config.CAPTCHA_SECRET), limiter),
    );
    app.decorate('codes', new OneTimeCodes(app.db, app.secretBox.deriveKey('one-time-codes')));
    app.decorateRequest('player', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await app.tokens.read(token);
      if (!claims || claims.expired) return null;
      return activeSession(app.db, claims, app.sessionPolicy);
    });
    app.decorate('refreshAccessToken', async (claims: TokenClaims) => {
      const result = await refreshSession(app.db, claims, app.sessionPolicy);
      if (!result.ok) {
        if (result.reused) {
          app.log.warn({ sessionId: claims.sessionId }, 'a replaced access token was refreshed again: session closed');
          app.push.endSessions([claims.sessionId]);
        }
        return null;
      }
      const { session, generation } = result;
      return { session, accessToken: await app.tokens.issue(session.playerId, session.sessionId, generation) };
    });
  },
  { name: 'player-auth' },
);
