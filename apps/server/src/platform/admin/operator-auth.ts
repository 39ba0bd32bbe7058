import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/errors.js';
import { bearerToken } from '../player/auth.js';
import { sharedSecret } from '../player/tokens.js';
import { API_KEY_PREFIX, apiKeyHash, createApiKey, createOperator } from './operators.js';
import type { OperatorRole } from './roles.js';

/** Operator sessions are short: an operator signs in again rather than refreshing. */
export const OPERATOR_SESSION_SECONDS = 15 * 60;
// Player and operator tokens are signed with different keys; the audience says so too.
const AUDIENCE = 'operator';

export interface SignedInOperator {
  id: string;
  email: string;
  role: OperatorRole;
  /** How they proved it: a signed-in session (password + TOTP), or a personal API key. */
  via: { session: string } | { apiKey: string };
}

type OperatorHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Any active operator, by session token or API key; sets `request.operator`. */
    requireOperator: OperatorHook;
    /**
     * The hook of an operator route: an active operator whose role is one of `roles`.
     * Routes run it on `onRequest`, before validation, so a stranger learns nothing of the schema.
     */
    operatorWith(...roles: OperatorRole[]): OperatorHook;
    operatorTokens: OperatorTokens;
  }
  interface FastifyRequest {
    operator: SignedInOperator | null;
  }
}

export class OperatorTokens {
  constructor(private readonly key: Uint8Array) {}

  issue(operatorId: string, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(operatorId)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async read(token: string): Promise<{ operatorId: string; sessionId: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { operatorId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}

async function authenticateOperator(app: FastifyInstance, request: FastifyRequest): Promise<SignedInOperator | null> {
  const token = bearerToken(request);
  if (!token) return null;
  if (token.startsWith(API_KEY_PREFIX)) {
    const row = await app.db
      .updateTable('operator_api_keys')
      .set({ last_used_at: new Date() })
      .from('operators')
      .whereRef('operators.id', '=', 'operator_api_keys.operator_id')
      .where('operator_api_keys.key_hash', '=', apiKeyHash(token))
      .where('operator_api_keys.revoked_at', 'is', null)
      .where('operators.status', '=', 'active')
      .returning(['operators.id', 'operators.email', 'operators.role', 'operator_api_keys.id as keyId'])
      .executeTakeFirst();
    return row ? { id: row.id, email: row.email, role: row.role, via: { apiKey: row.keyId } } : null;
  }
  const claims = await app.operatorTokens.read(token);
  if (!claims) return null;
  const row = await app.db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.email', 'operators.role'])
    .where('operator_sessions.id', '=', claims.sessionId)
    .where('operators.id', '=', claims.operatorId)
    .where('operator_sessions.closed_at', 'is', null)
    .where('operator_sessions.expires_at', '>', new Date())
    .where('operators.status', '=', 'active')
    .executeTakeFirst();
  return row ? { ...row, via: { session: claims.sessionId } } : null;
}

/** The bootstrap operator of a demo or test site: an admin known by a preset API key. */
async function bootstrapOperator(app: FastifyInstance, email: string, key: string): Promise<void> {
  const known = await app.db
    .selectFrom('operator_api_keys')
    .select('id')
    .where('key_hash', '=', apiKeyHash(key))
    .executeTakeFirst();
  if (known) return;
  let operator = await app.db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirst();
  // Nobody knows this operator's password or TOTP secret: it can act only through the key.
  operator ??= await createOperator(
    app,
    { email, password: randomUUID(), role: 'admin', issuer: app.config.PROJECT_NAME },
    { by: null, via: 'bootstrap' },
  );
  await createApiKey(app.db, operator.id, 'bootstrap', { by: null, via: 'bootstrap' }, key);
}

export const operatorAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'operatorTokens',
      new OperatorTokens(new TextEncoder().encode(await sharedSecret(app, 'operator-jwt', undefined))),
    );
    app.decorateRequest('operator', null);

    const requireOperator: OperatorHook = async (request) => {
      request.operator = await authenticateOperator(app, request);
      if (!request.operator) throw new AppError('UNAUTHORIZED');
    };
    app.decorate('requireOperator', requireOperator);
    app.decorate('operatorWith', (...roles: OperatorRole[]): OperatorHook => {
      return async (request) => {
        await requireOperator(request);
        if (!roles.includes(request.operator!.role)) throw new AppError('OPERATOR_ROLE_FORBIDDEN');
      };
    });

    const { OPERATOR_BOOTSTRAP_EMAIL: email, OPERATOR_BOOTSTRAP_API_KEY: key } = app.config;
    if (email && key) await bootstrapOperator(app, email, key);
  },
  { name: 'operator-auth' },
);

/** The signed-in operator of a route behind `operatorWith`/`requireOperator`. */
export function currentOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}
