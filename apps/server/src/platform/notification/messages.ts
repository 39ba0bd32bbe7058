import { randomUUID } from 'node:crypto';
import { NOTIFICATION_STATE, type MessagePage, type MessageView } from '@casino/shared/notification';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { pageMeta } from '../../http/pagination.js';
import { markRead, noticeState, requireOwn } from './notices.js';

type MessageRow = Selectable<DB['messenger_messages']>;

export function messageView(row: MessageRow): MessageView {
  return { ...noticeState(row), content: { title: row.title, body: row.body } };
}

export async function storeMessage(
  db: Kysely<DB>,
  playerId: string,
  content: { title: string; body?: string | undefined },
): Promise<MessageView> {
  const row = await db
    .insertInto('messenger_messages')
    .values({ id: randomUUID(), player_id: playerId, title: content.title, body: content.body ?? '' })
    .returningAll()
    .executeTakeFirstOrThrow();
  return messageView(row);
}

export async function unreadMessages(db: Kysely<DB>, playerId: string): Promise<number> {
  const { total } = await db
    .selectFrom('messenger_messages')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('player_id', '=', playerId)
    .where('state', '=', NOTIFICATION_STATE.unread)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function listMessages(
  db: Kysely<DB>,
  playerId: string,
  page: number,
  perPage: number,
): Promise<MessagePage> {
  const own = db.selectFrom('messenger_messages').where('player_id', '=', playerId);
  const [{ total }, rows, totalUnread] = await Promise.all([
    own.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    own
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    unreadMessages(db, playerId),
  ]);
  return { data: rows.map(messageView), meta: { ...pageMeta(page, perPage, Number(total)), totalUnread } };
}

export async function readMessages(db: Kysely<DB>, playerId: string, messageIds: string[]): Promise<number> {
  await markRead(db, 'messenger_messages', playerId, messageIds);
  return unreadMessages(db, playerId);
}

export async function readAllMessages(db: Kysely<DB>, playerId: string): Promise<number> {
  await markRead(db, 'messenger_messages', playerId);
  return 0;
}

export async function deleteMessages(db: Kysely<DB>, playerId: string, messageIds: string[]): Promise<number> {
  const ids = await requireOwn(db, 'messenger_messages', playerId, messageIds);
  await db.deleteFrom('messenger_messages').where('player_id', '=', playerId).where('id', 'in', ids).execute();
  return unreadMessages(db, playerId);
}
