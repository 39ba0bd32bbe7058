import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface TokenClaims {
  playerId: string;
  sessionId: string;
  /** The session's refresh generation the token was issued for; only the newest may be refreshed. */
  generation: number;
  expiresAt: number;
  expired: boolean;
}

/**
 * Signs and reads access tokens: HS256 only, `sub` the player, `sid` the session row,
 * `gen` the session's refresh generation (tokens from before rotation existed read as 0).
 */
export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  async issue(playerId: string, sessionId: string, generation = 0, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ sid: sessionId, gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(playerId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /**
   * Null for anything not signed by us (tampered, `alg: none`, garbage). An expired
   * but genuine token comes back marked expired: refresh may still accept it.
   */
  async read(token: string): Promise<TokenClaims | null> {
    let payload: JWTPayload;
    let expired = false;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }));
    } catch (error) {
      if (!(error instanceof errors.JWTExpired)) return null;
      payload = error.payload;
      expired = true;
    }
    const { sub, sid, exp, gen = 0 } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    if (typeof gen !== 'number' || !Number.isSafeInteger(gen) || gen < 0) return null;
    return { playerId: sub, sessionId: sid, generation: gen, expiresAt: exp * 1000, expired };
  }
}

/**
 * A secret every process of the site shares: the configured value, otherwise one
 * generated once and kept in the database.
 */
export async function sharedSecret(
  db: Kysely<DB>,
  name: string,
  configured: string | undefined,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('player_secrets')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('player_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** The access-token signing key (JWT_SECRET, else shared through the database). */
export async function signingKey(db: Kysely<DB>, configured: string | undefined): Promise<Uint8Array> {
  return new TextEncoder().encode(await sharedSecret(db, 'jwt', configured));
}
