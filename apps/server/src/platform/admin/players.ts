import type { Kysely } from 'kysely';
import { isUuid } from '@casino/shared/ids';
import type { DB } from '../../db/schema.js';
import { normalizePhone } from '../player/registration.js';

/** Operators name a player the way they know them: id, e-mail or phone. */
export async function findPlayerByReference(db: Kysely<DB>, reference: string): Promise<{ id: string } | undefined> {
  const value = reference.trim();
  const query = db.selectFrom('players').select('id');
  if (isUuid(value)) return query.where('id', '=', value.toLowerCase()).executeTakeFirst();
  if (value.includes('@')) return query.where('email', '=', value.toLowerCase()).executeTakeFirst();
  try {
    return await query.where('phone', '=', normalizePhone(value)).executeTakeFirst();
  } catch {
    return undefined;
  }
}
