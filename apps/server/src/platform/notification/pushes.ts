import { randomUUID } from 'node:crypto';
import type { PushView } from '@casino/shared/notification';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PageMeta } from '@casino/shared/pagination';
import { pageMeta } from '../../http/pagination.js';
import { markRead, noticeState } from './notices.js';

type PushRow = Selectable<DB['push_notifications']>;

export function pushView(row: PushRow): PushView {
  return { ...noticeState(row), content: { title: row.title, body: row.body, url: row.url } };
}

export async function storePush(
  db: Kysely<DB>,
  playerId: string,
  content: { title: string; body?: string | undefined; url?: string | null | undefined },
): Promise<PushView> {
  const row = await db
    .insertInto('push_notifications')
    .values({
      id: randomUUID(),
      player_id: playerId,
      title: content.title,
      body: content.body ?? '',
      url: content.url ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return pushView(row);
}

export async function listPushes(
  db: Kysely<DB>,
  playerId: string,
  page: number,
  perPage: number,
): Promise<{ data: PushView[]; meta: PageMeta }> {
  const own = db.selectFrom('push_notifications').where('player_id', '=', playerId);
  const [{ total }, rows] = await Promise.all([
    own.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    own
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return { data: rows.map(pushView), meta: pageMeta(page, perPage, Number(total)) };
}

/** Every named push must be the player's, or nothing changes and the answer is 404. */
export async function readPushes(db: Kysely<DB>, playerId: string, pushIds: string[]): Promise<void> {
  await markRead(db, 'push_notifications', playerId, pushIds);
}

export async function readAllPushes(db: Kysely<DB>, playerId: string): Promise<void> {
  await markRead(db, 'push_notifications', playerId);
}
