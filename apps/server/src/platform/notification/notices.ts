import { NOTIFICATION_STATE, type NotificationState } from '@casino/shared/notification';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/** Messages and push notifications share their bookkeeping: owner, state, read time. */
export type NoticeTable = 'messenger_messages' | 'push_notifications';

// Both tables have these columns; naming one of them keeps Kysely's types simple.
const same = (table: NoticeTable) => table as 'messenger_messages';

export function noticeState(row: { id: string; state: number; read_at: Date | null; created_at: Date }): {
  id: string;
  state: NotificationState;
  readAt: string | null;
  createdAt: string;
} {
  return {
    id: row.id,
    state: row.state === NOTIFICATION_STATE.read ? NOTIFICATION_STATE.read : NOTIFICATION_STATE.unread,
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * All the named rows must be the player's: one that is not (someone else's, or gone)
 * fails the whole request with 404 and nothing changes. A repeated id counts once.
 */
export async function requireOwn(
  db: Kysely<DB>,
  table: NoticeTable,
  playerId: string,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const owned = await db
    .selectFrom(same(table))
    .select('id')
    .where('player_id', '=', playerId)
    .where('id', 'in', unique)
    .execute();
  if (owned.length !== unique.length) throw new AppError('NOT_FOUND', 'Notification not found');
  return unique;
}

/** Marks the named rows read, or all of the player's when no ids are given. */
export async function markRead(db: Kysely<DB>, table: NoticeTable, playerId: string, ids?: string[]): Promise<void> {
  let query = db
    .updateTable(same(table))
    .set({ state: NOTIFICATION_STATE.read, read_at: new Date() })
    .where('player_id', '=', playerId)
    .where('state', '=', NOTIFICATION_STATE.unread);
  if (ids) query = query.where('id', 'in', await requireOwn(db, table, playerId, ids));
  await query.execute();
}
