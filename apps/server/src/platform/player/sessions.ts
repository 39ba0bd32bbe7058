import { randomUUID } from 'node:crypto';
import type { SessionView } from '@casino/shared/player';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { PageMeta } from '@casino/shared/pagination';
import { pageMeta } from '../../http/pagination.js';
import type { RequestMeta } from './request-meta.js';
import type { AccessTokens } from './tokens.js';

/** A session ends after this long without use, whatever its token says. */
export const SESSION_IDLE_DAYS = 30;
const TOUCH_EVERY_MS = 60_000;

function idleCutoff(): Date {
  return new Date(Date.now() - SESSION_IDLE_DAYS * 86_400_000);
}

export interface ActiveSession {
  playerId: string;
  sessionId: string;
  isProfileConfirmed: boolean;
}

export async function openSession(
  db: Kysely<DB>,
  tokens: AccessTokens,
  playerId: string,
  meta: RequestMeta & { fingerprint?: string | null | undefined; loginMethod: string },
): Promise<{ sessionId: string; accessToken: string }> {
  const sessionId = randomUUID();
  await db
    .insertInto('player_sessions')
    .values({
      id: sessionId,
      player_id: playerId,
      ip: meta.ip,
      user_agent: meta.userAgent,
      device: meta.device,
      platform: meta.platform,
      source: meta.source,
      fingerprint: meta.fingerprint?.slice(0, 200) ?? null,
      login_method: meta.loginMethod,
    })
    .execute();
  return { sessionId, accessToken: await tokens.issue(playerId, sessionId) };
}

/**
 * The session a token stands for, if it is still open: a closed session's token
 * stops working at once, not at its expiry. A blocked player has no session.
 */
export async function activeSession(
  db: Kysely<DB>,
  claims: { playerId: string; sessionId: string },
): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('player_sessions as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .select(['s.id', 's.player_id', 's.last_seen_at', 'p.status', 'p.email_confirmed_at', 'p.phone_confirmed_at'])
    .where('s.id', '=', claims.sessionId)
    .where('s.player_id', '=', claims.playerId)
    .where('s.closed_at', 'is', null)
    .where('s.last_seen_at', '>', idleCutoff())
    .executeTakeFirst();
  if (!row || row.status !== PLAYER_STATUS.active) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('player_sessions').set({ last_seen_at: new Date() }).where('id', '=', row.id).execute();
  }
  return {
    playerId: row.player_id,
    sessionId: row.id,
    isProfileConfirmed: row.email_confirmed_at !== null || row.phone_confirmed_at !== null,
  };
}

export async function listSessions(
  db: Kysely<DB>,
  session: ActiveSession,
  page: number,
  perPage: number,
): Promise<{ data: SessionView[]; meta: PageMeta }> {
  const open = db
    .selectFrom('player_sessions')
    .where('player_id', '=', session.playerId)
    .where('closed_at', 'is', null)
    .where('last_seen_at', '>', idleCutoff());
  const { total } = await open.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await open
    .selectAll()
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const totalRows = Number(total);
  return {
    data: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      lastSeenAt: new Date(r.last_seen_at).toISOString(),
      ip: r.ip,
      userAgent: r.user_agent,
      device: r.device,
      platform: r.platform,
      isCurrent: r.id === session.sessionId,
    })),
    meta: pageMeta(page, perPage, totalRows),
  };
}

/** Closes one of the player's own open sessions; anyone else's id is simply not found. */
export async function closeSession(db: Kysely<DB>, playerId: string, sessionId: string): Promise<void> {
  const result = await db
    .updateTable('player_sessions')
    .set({ closed_at: new Date() })
    .where('id', '=', sessionId)
    .where('player_id', '=', playerId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', 'Session not found');
}

/** Closes every other open session of the player and returns their ids. */
export async function closeOtherSessions(db: Kysely<DB>, session: ActiveSession): Promise<string[]> {
  const rows = await db
    .updateTable('player_sessions')
    .set({ closed_at: new Date() })
    .where('player_id', '=', session.playerId)
    .where('id', '!=', session.sessionId)
    .where('closed_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
