import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export type CodePurpose =
  'email-verify' | 'password-reset' | 'otp-login' | 'phone-verify' | 'auto-login' | 'reauth' | 'two-factor';

/** A code may be tried this many times, then it is spent. */
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  'email-verify': 24 * 60 * 60_000,
  'password-reset': 30 * 60_000,
  'otp-login': 10 * 60_000,
  'phone-verify': 10 * 60_000,
  'auto-login': 5 * 60_000,
  reauth: 10 * 60_000,
  'two-factor': 10 * 60_000,
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface IssuedCode {
  /** Six digits to type in. */
  code: string;
  /** A long secret for links, which works without typing. */
  token: string;
}

export interface SpentCode {
  playerId: string | null;
  target: string;
}

/**
 * Single-use codes for a purpose and target (an e-mail or phone). Only hashes are
 * stored: the long link token as SHA-256, the six digits as an HMAC under a key
 * from the environment, since a plain hash of a million possibilities is no secret.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly key: Uint8Array,
  ) {}

  #mac(id: string, code: string): string {
    return createHmac('sha256', this.key).update(`${id}:${code}`).digest('hex');
  }

  /** A new code; any earlier open code for the same purpose and target stops working. */
  async issue(purpose: CodePurpose, target: string, playerId: string | null, now = Date.now()): Promise<IssuedCode> {
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const token = randomBytes(24).toString('base64url');
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('player_codes')
        .set({ used_at: new Date(now) })
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('player_codes')
        .values({
          id,
          player_id: playerId,
          purpose,
          target,
          code_hash: this.#mac(id, code),
          token_hash: sha256(token),
          expires_at: new Date(now + CODE_TTL_MS[purpose]),
        })
        .execute();
    });
    return { code, token };
  }

  /**
   * Spends the newest open code for a purpose, found by its target or by the player
   * it was issued to, if `code` matches. The try is counted in the same statement
   * that finds the code, before comparing, so parallel guesses get five tries in all.
   */
  async spendCode(
    purpose: CodePurpose,
    owner: { target: string } | { playerId: string },
    code: string,
  ): Promise<SpentCode | null> {
    const row = await this.db
      .updateTable('player_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) => {
        let newest = eb
          .selectFrom('player_codes')
          .select('id')
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date());
        newest =
          'target' in owner
            ? newest.where('target', '=', owner.target)
            : newest.where('player_id', '=', owner.playerId);
        return newest.orderBy('created_at', 'desc').limit(1);
      })
      .where('attempts', '<', MAX_CODE_ATTEMPTS)
      .where('used_at', 'is', null)
      .returning(['id', 'player_id', 'target', 'code_hash'])
      .executeTakeFirst();
    if (!row) return null;
    const given = Buffer.from(this.#mac(row.id, code.trim()));
    const stored = Buffer.from(row.code_hash);
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
    return this.#claim(row.id, row.player_id, row.target);
  }

  /** Spends the open code whose link token this is. */
  async spendToken(purpose: CodePurpose, token: string): Promise<SpentCode | null> {
    const row = await this.db
      .selectFrom('player_codes')
      .select(['id', 'player_id', 'target'])
      .where('purpose', '=', purpose)
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return row ? this.#claim(row.id, row.player_id, row.target) : null;
  }

  /** Two requests with the same code: only the one whose update lands gets it. */
  async #claim(id: string, playerId: string | null, target: string): Promise<SpentCode | null> {
    const result = await this.db
      .updateTable('player_codes')
      .set({ used_at: new Date() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n ? { playerId, target } : null;
  }
}
