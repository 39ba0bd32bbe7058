import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { RetryLaterError } from './errors.js';

/** One budget of requests: at most `max` per `windowMs` for each key `key` gives (none: the budget does not apply). */
export interface RouteLimit {
  name: string;
  max: number;
  windowMs: number;
  key(request: FastifyRequest): string | null | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that spends one request of every budget given, per address and
     * per account at once, and answers 429 RATE_LIMITED with Retry-After once any
     * is used up. Counted in Redis when the app has it, so every process shares them.
     * Routes open to guests use it as preValidation, so a malformed body still costs
     * a request; signed-in routes use it as a preHandler after `requirePlayer`.
     */
    limitRequests(...limits: RouteLimit[]): preHandlerAsyncHookHandler;
  }
}

/** The caller's address, as sessions record it (behind a trusted proxy: the client's). */
export function addressOf(request: FastifyRequest): string {
  const forwarded = request.server.config.TRUST_PROXY ? request.headers['cf-connecting-ip'] : undefined;
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded) || request.ip;
}

/** Account names (e-mails, phones, tokens) enter limiter keys hashed: Redis keys are no place for them. */
export function accountKey(value: string | null | undefined): string | null {
  const name = value?.trim().toLowerCase();
  return name ? createHash('sha256').update(name).digest('base64url').slice(0, 22) : null;
}

export const routeLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'route-limit:' } : {}),
    });
    app.decorate('limitRequests', (...limits: RouteLimit[]) => {
      const budgets = limits.map((limit) => ({
        limit,
        spend: app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
        }),
      }));
      return async (request) => {
        const spent = await Promise.all(
          budgets.filter(({ limit }) => limit.key(request)).map(({ spend }) => spend(request)),
        );
        const waits = spent.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
        if (waits.length > 0) throw new RetryLaterError(Math.max(...waits));
      };
    });
  },
  { name: 'route-limits', dependencies: ['errors'] },
);

/** A budget per caller address, shared by every route that names it. */
export function perAddress(name: string, max: number, windowMs: number): RouteLimit {
  return { name: `${name}:ip`, max, windowMs, key: addressOf };
}

/** A budget per account, named by what the request says (an e-mail, a phone, a player, a token). */
export function perAccount(
  name: string,
  max: number,
  windowMs: number,
  account: (request: FastifyRequest) => string | null | undefined,
): RouteLimit {
  return { name: `${name}:account`, max, windowMs, key: (request) => accountKey(account(withStringFields(request))) };
}

/**
 * Guests' limits run before validation, so the body may be anything: the account is
 * named only by its string fields, and a body of another shape names none.
 */
function withStringFields(request: FastifyRequest): FastifyRequest {
  const body: unknown = request.body;
  const fields =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'))
      : {};
  return Object.create(request, { body: { value: fields } }) as FastifyRequest;
}
