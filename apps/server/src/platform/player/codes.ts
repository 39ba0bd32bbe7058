import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
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

/**
 * A new single-use code for a purpose and target (an e-mail or phone); any earlier
 * open code for the same pair stops working. Only hashes are stored.
 */
export async function issueCode(
  db: Kysely<DB>,
  purpose: CodePurpose,
  target: string,
  playerId: string | null,
  now = Date.now(),
): Promise<IssuedCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = randomBytes(24).toString('base64url');
  await db.transaction().execute(async (tx) => {
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
        id: randomUUID(),
        player_id: playerId,
        purpose,
        target,
        code_hash: sha256(code),
        token_hash: sha256(token),
        expires_at: new Date(now + CODE_TTL_MS[purpose]),
      })
      .execute();
  });
  return { code, token };
}

export interface SpentCode {
  playerId: string | null;
  target: string;
}

/**
 * Spends the newest open code for a purpose, found by its target (an e-mail or
 * phone) or by the player it was issued to, if `code` matches; a wrong guess uses up
 * an attempt.
 */
export async function spendCode(
  db: Kysely<DB>,
  purpose: CodePurpose,
  owner: { target: string } | { playerId: string },
  code: string,
): Promise<SpentCode | null> {
  let query = db
    .selectFrom('player_codes')
    .select(['id', 'player_id', 'target', 'code_hash', 'attempts'])
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
  query = 'target' in owner ? query.where('target', '=', owner.target) : query.where('player_id', '=', owner.playerId);
  const row = await query.orderBy('created_at', 'desc').executeTakeFirst();
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return null;
  const given = Buffer.from(sha256(code.trim()));
  if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
    await db
      .updateTable('player_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    return null;
  }
  return claim(db, row.id, row.player_id, row.target);
}

/** Spends the open code whose link token this is. */
export async function spendToken(db: Kysely<DB>, purpose: CodePurpose, token: string): Promise<SpentCode | null> {
  const row = await db
    .selectFrom('player_codes')
    .select(['id', 'player_id', 'target'])
    .where('purpose', '=', purpose)
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? claim(db, row.id, row.player_id, row.target) : null;
}

/** Two requests with the same code: only the one whose update lands gets it. */
async function claim(db: Kysely<DB>, id: string, playerId: string | null, target: string): Promise<SpentCode | null> {
  const result = await db
    .updateTable('player_codes')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? { playerId, target } : null;
}
