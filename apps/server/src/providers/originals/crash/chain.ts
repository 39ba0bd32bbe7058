import { randomBytes, randomUUID } from 'node:crypto';
import { previousGameHash } from '@casino/shared/originals/crash';
import type { Selectable } from 'kysely';
import type { CrashDb, CrashTables } from './tables.js';

export type ChainRow = Selectable<CrashTables['originals_crash_chains']>;

/** A checkpoint every this many rounds: a round's hash costs at most this many SHA-256. */
const CHECKPOINT_EVERY = 500;

/**
 * Draws a secret and a salt, hashes the chain once through to its terminating hash and keeps the
 * checkpoints on the way. The chain is built back to front: round `length` is the secret itself.
 */
export async function createChain(db: CrashDb, length: number): Promise<ChainRow> {
  const secret = randomBytes(32).toString('hex');
  const checkpoints: Record<string, string> = {};
  let hash = secret;
  for (let round = length; round >= 1; round--) {
    if (round === length || round % CHECKPOINT_EVERY === 0) checkpoints[String(round)] = hash;
    hash = previousGameHash(hash);
  }
  return db
    .insertInto('originals_crash_chains')
    .values({
      id: randomUUID(),
      secret,
      salt: randomBytes(32).toString('hex'),
      length,
      terminating_hash: hash,
      checkpoints: JSON.stringify(checkpoints),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Round `round`'s game hash: the nearest checkpoint at or above it, hashed down to it. */
export function roundHash(chain: ChainRow, round: number): string {
  if (!Number.isInteger(round) || round < 1 || round > chain.length) throw new RangeError(`No round ${round}`);
  const checkpoints = typeof chain.checkpoints === 'string' ? JSON.parse(chain.checkpoints) : chain.checkpoints;
  const above = Math.min(chain.length, Math.ceil(round / CHECKPOINT_EVERY) * CHECKPOINT_EVERY);
  let hash = (checkpoints as Record<string, string>)[String(above)]!;
  for (let at = above; at > round; at--) hash = previousGameHash(hash);
  return hash;
}

export function getChain(db: CrashDb, id: string): Promise<ChainRow> {
  return db.selectFrom('originals_crash_chains').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
