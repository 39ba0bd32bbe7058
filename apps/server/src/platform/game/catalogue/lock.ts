import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Every process may sync at start; one at a time writes, so a slower one never undoes a newer list. */
const CATALOGUE_LOCK_KEY = 7_270_013;

/** Holds the catalogue's write lock until the transaction ends. */
export async function lockCatalogue(tx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`.execute(tx);
}
