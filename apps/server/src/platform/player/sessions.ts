import { randomUUID } from 'node:crypto';
import type { SessionView } from '@casino/shared/player';
import { PLAYER_STATUS } from '@casino/shared/statuses';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { PageMeta } from '@casino/shared/pagination';
import { pageMeta } from '../../http/pagination.js';
import type { RequestMeta } from './request-meta.js';
import type { AccessTokens, TokenClaims } from './tokens.js';

/** How long a session lives: `maxAgeMs` from sign-in at most, and `idleMs` without a request. */
export interface SessionPolicy {
  maxAgeMs: number;
  idleMs: number;
}

const DAY_MS = 86_400_000;

export function sessionPolicy(config: { SESSION_MAX_AGE_DAYS: number; SESSION_IDLE_DAYS: number }): SessionPolicy {
  return { maxAgeMs: config.SESSION_MAX_AGE_DAYS * DAY_MS, idleMs: config.SESSION_IDLE_DAYS * DAY_MS };
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Two refreshes with the same token can race legitimately (two tabs, or a page render
 * and the browser): the loser, presenting the token the winner just replaced, gets a
 * token of the new generation instead of ending the session. Older tokens, or the
 * replaced one after this window, are theft.
 */
export const REFRESH_GRACE_MS = 10_000;

function cutoffs(policy: SessionPolicy, now = Date.now()) {
  return { createdAfter: new Date(now - policy.maxAgeMs), seenAfter: new Date(now - policy.idleMs) };
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
  // Every way in (password, code, provider, Telegram, link) ends here, after its own proof.
  const player = await db.selectFrom('players').select('locked_at').where('id', '=', playerId).executeTakeFirst();
  if (player?.locked_at) throw new AppError('ACCOUNT_LOCKED');
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
 * The session a token stands for, if it is still open, younger than the absolute
 * lifetime and used within the idle timeout: a closed session's token stops working at
 * once, not at its expiry. A blocked or locked player has no session.
 */
export async function activeSession(
  db: Kysely<DB>,
  claims: { playerId: string; sessionId: string },
  policy: SessionPolicy,
): Promise<ActiveSession | null> {
  const [session] = await activeSessions(db, [claims], policy);
  return session ?? null;
}

/**
 * `activeSession` of many tokens in one query, answered in their order: the push channel's
 * handshakes arriving together (a reconnect storm after a deploy) share one round trip.
 */
export async function activeSessions(
  db: Kysely<DB>,
  claims: readonly { playerId: string; sessionId: string }[],
  policy: SessionPolicy,
): Promise<(ActiveSession | null)[]> {
  if (claims.length === 0) return [];
  const { createdAfter, seenAfter } = cutoffs(policy);
  const sessionIds = [...new Set(claims.map((c) => c.sessionId))];
  const rows = await db
    .selectFrom('player_sessions as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .select(['s.id', 's.player_id', 's.last_seen_at', 'p.status', 'p.email_confirmed_at', 'p.phone_confirmed_at'])
    .where('s.id', 'in', sessionIds)
    .where('s.closed_at', 'is', null)
    .where('s.created_at', '>', createdAfter)
    .where('s.last_seen_at', '>', seenAfter)
    .where('p.locked_at', 'is', null)
    // The player's own session time limit ends a session on the server, whatever the tab's clock says.
    .where(({ not, exists }) =>
      not(exists(sessionsPastTimeLimit(db, new Date()).where('t.id', '=', sql.ref<string>('s.id')))),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stale = rows.filter((row) => Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS);
  if (stale.length > 0) {
    await db
      .updateTable('player_sessions')
      .set({ last_seen_at: new Date() })
      .where(
        'id',
        'in',
        stale.map((row) => row.id),
      )
      .execute();
  }
  return claims.map((c) => {
    const row = byId.get(c.sessionId);
    if (!row || row.player_id !== c.playerId || row.status !== PLAYER_STATUS.active) return null;
    return {
      playerId: row.player_id,
      sessionId: row.id,
      isProfileConfirmed: row.email_confirmed_at !== null || row.phone_confirmed_at !== null,
    };
  });
}

/**
 * Sessions (`t`) that have lasted as long as their player's session time limit allows at `now`:
 * from then on they are refused everywhere (requests, refresh, push), and the sweep closes them.
 */
export function sessionsPastTimeLimit(db: Kysely<DB>, now: Date) {
  return db
    .selectFrom('player_sessions as t')
    .innerJoin('player_protection_settings as ps', 'ps.player_id', 't.player_id')
    .select('t.id')
    .where(sql<boolean>`t.created_at <= ${now}::timestamptz - make_interval(mins => ${sessionLimitAt()})`);
}

/**
 * The player's session limit in force (`ps`: their protection settings); null is none. A longer
 * limit, or none, waits beside it until the player confirms it, 24 hours after asking at the earliest.
 */
export function sessionLimitAt() {
  return sql<number | null>`ps.session_limit_minutes`;
}

/** Whether a session was refused or closed because it reached its player's session time limit. */
export async function endedBySessionLimit(db: Kysely<DB>, claims: { playerId: string; sessionId: string }) {
  const now = new Date();
  const row = await db
    .selectFrom('player_sessions as t')
    .innerJoin('player_protection_settings as ps', 'ps.player_id', 't.player_id')
    .select('t.id')
    .where('t.id', '=', claims.sessionId)
    .where('t.player_id', '=', claims.playerId)
    .where(
      sql<boolean>`t.created_at <= coalesce(t.closed_at, ${now}::timestamptz) - make_interval(mins => ${sessionLimitAt()})`,
    )
    .executeTakeFirst();
  return row !== undefined;
}

export type RefreshResult = { ok: true; session: ActiveSession; generation: number } | { ok: false; reused: boolean };

/**
 * Moves the session to the next refresh generation when `claims` carry the current one
 * (one atomic update, so of two racing refreshes exactly one advances it). A token of an
 * older generation means it was copied: the session is closed (`reused`).
 */
export async function refreshSession(
  db: Kysely<DB>,
  claims: TokenClaims,
  policy: SessionPolicy,
  now = Date.now(),
): Promise<RefreshResult> {
  const { createdAfter, seenAfter } = cutoffs(policy, now);
  // A token unused for longer than the idle timeout is dead whatever its session did since.
  if (claims.expiresAt < seenAfter.getTime()) return { ok: false, reused: false };
  const advanced = await db
    .updateTable('player_sessions')
    .set({
      refresh_generation: sql<number>`refresh_generation + 1`,
      refreshed_at: new Date(now),
      last_seen_at: new Date(now),
    })
    .where('id', '=', claims.sessionId)
    .where('player_id', '=', claims.playerId)
    .where('refresh_generation', '=', claims.generation)
    .where('closed_at', 'is', null)
    .where('created_at', '>', createdAfter)
    .where('last_seen_at', '>', seenAfter)
    .returning('refresh_generation')
    .executeTakeFirst();
  if (advanced) {
    const session = await activeSession(db, claims, policy);
    return session ? { ok: true, session, generation: advanced.refresh_generation } : { ok: false, reused: false };
  }
  const row = await db
    .selectFrom('player_sessions')
    .select(['refresh_generation', 'refreshed_at'])
    .where('id', '=', claims.sessionId)
    .where('player_id', '=', claims.playerId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!row || claims.generation >= row.refresh_generation) return { ok: false, reused: false };
  const justReplaced =
    claims.generation === row.refresh_generation - 1 &&
    row.refreshed_at !== null &&
    now - new Date(row.refreshed_at).getTime() <= REFRESH_GRACE_MS;
  if (justReplaced) {
    const session = await activeSession(db, claims, policy);
    return session ? { ok: true, session, generation: row.refresh_generation } : { ok: false, reused: false };
  }
  await db
    .updateTable('player_sessions')
    .set({ closed_at: new Date(now) })
    .where('id', '=', claims.sessionId)
    .where('closed_at', 'is', null)
    .execute();
  return { ok: false, reused: true };
}

export async function listSessions(
  db: Kysely<DB>,
  session: ActiveSession,
  policy: SessionPolicy,
  page: number,
  perPage: number,
): Promise<{ data: SessionView[]; meta: PageMeta }> {
  const { createdAfter, seenAfter } = cutoffs(policy);
  const open = db
    .selectFrom('player_sessions')
    .where('player_id', '=', session.playerId)
    .where('closed_at', 'is', null)
    .where('created_at', '>', createdAfter)
    .where('last_seen_at', '>', seenAfter);
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

/** Closes every open session of the player (a reset, an undone change) and returns their ids. */
export async function closeAllSessions(db: Kysely<DB>, playerId: string): Promise<string[]> {
  const rows = await db
    .updateTable('player_sessions')
    .set({ closed_at: new Date() })
    .where('player_id', '=', playerId)
    .where('closed_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
