import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SecretBox } from '../../security/secret-box.js';

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
  /**
   * The secret as a key Web Crypto has imported once: given the bytes, jose imported them anew
   * for every token it signed or read, a twentieth of a signed-in request's time.
   */
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: Uint8Array<ArrayBuffer>,
    readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async issue(playerId: string, sessionId: string, generation = 0, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ sid: sessionId, gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(playerId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(await this.key);
  }

  /**
   * Null for anything not signed by us (tampered, `alg: none`, garbage). An expired
   * but genuine token comes back marked expired: refresh may still accept it.
   */
  async read(token: string): Promise<TokenClaims | null> {
    let payload: JWTPayload;
    let expired = false;
    try {
      ({ payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] }));
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

/** Where a generated secret is kept: the database, sealed with the site's secret box. */
export interface SecretStore {
  db: Kysely<DB>;
  secretBox: SecretBox;
}

const SEALED = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * A secret every process of the site shares: the configured value, otherwise one
 * generated once and kept in the database, sealed so that a copy of the database
 * alone reveals none of them. A row an older version stored in plain text is sealed
 * when first read. One sealed under another SECRETS_KEY stops the start with a
 * message, rather than letting each process sign with a different key.
 */
export async function sharedSecret(
  { db, secretBox }: SecretStore,
  name: string,
  configured: string | undefined,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  if (configured) return configured;
  const purpose = `shared-secret:${name}`;
  await db
    .insertInto('player_secrets')
    .values({ name, value: secretBox.seal(generate(), purpose) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('player_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  if (!SEALED.test(value)) {
    await db
      .updateTable('player_secrets')
      .set({ value: secretBox.seal(value, purpose) })
      .where('name', '=', name)
      .where('value', '=', value)
      .execute();
    return value;
  }
  try {
    return secretBox.open(value, purpose);
  } catch {
    throw new Error(
      `The stored secret "${name}" cannot be opened with this SECRETS_KEY: it was sealed under another key. ` +
        'Start with the key it was sealed with (or, on a demo, the secrets-key file under DATA_DIR).',
    );
  }
}

/** The access-token signing key (JWT_SECRET, else shared through the database). */
export async function signingKey(store: SecretStore, configured: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  return new TextEncoder().encode(await sharedSecret(store, 'jwt', configured));
}
