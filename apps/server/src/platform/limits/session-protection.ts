/**
 * The player's session tools (issue 16, beyond the spec): the reality check (a reminder every N
 * minutes of the time played and the net result since sign-in) and the session time limit (the
 * server ends a session N minutes after sign-in). Both count from the session's own start, kept
 * by the server, so a reload or a second tab changes nothing.
 */
import type { ProtectionAnswer, ProtectionSettings, ProtectionState, SessionResult } from '@casino/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { sessionsPastTimeLimit, type ActiveSession } from '../player/sessions.js';
import { movementsSince } from './usage.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

type SettingsRow = Selectable<DB['player_protection_settings']>;

/**
 * The settings in force at `now`. A longer session limit, or none, waits beside the one in force
 * and takes over only when the player confirms it, 24 hours after asking at the earliest (DESIGN
 * §4 Player protection: an increase or removal waits 24 h and a confirmation).
 */
function stateAt(row: SettingsRow | undefined, now: Date): ProtectionState {
  if (!row) return { realityCheckMinutes: null, sessionLimitMinutes: null, pendingSessionLimit: null };
  const from = row.session_limit_pending_from ? new Date(row.session_limit_pending_from).getTime() : null;
  return {
    realityCheckMinutes: row.reality_check_minutes,
    sessionLimitMinutes: row.session_limit_minutes,
    pendingSessionLimit:
      from === null
        ? null
        : {
            minutes: row.pending_session_limit_minutes,
            effectiveAt: new Date(from + DAY_MS).toISOString(),
            isDue: from + DAY_MS <= now.getTime(),
          },
  };
}

export async function protectionSettings(db: Kysely<DB>, playerId: string, now = new Date()): Promise<ProtectionState> {
  const row = await db
    .selectFrom('player_protection_settings')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return stateAt(row, now);
}

/** Whether `next` is a stricter session limit than `current` (null is none): those apply at once. */
const isStricter = (next: number | null, current: number | null) =>
  next !== null && (current === null || next < current);

/**
 * Saves the settings. The reality check and a shorter session limit apply at once; a longer
 * session limit, or none, waits while the current one holds, and takes over when the player
 * confirms it after 24 hours (as every limit increase does). Asking again for the limit in
 * force drops the wait.
 */
export async function saveProtectionSettings(
  db: Kysely<DB>,
  playerId: string,
  settings: ProtectionSettings,
  now = new Date(),
): Promise<ProtectionState> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('player_protection_settings')
      .values({ player_id: playerId })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('player_protection_settings')
      .selectAll()
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = stateAt(row, now).sessionLimitMinutes;
    const wanted = settings.sessionLimitMinutes;
    const waitsForLonger = !isStricter(wanted, current) && wanted !== current;
    const keepsWaiting =
      waitsForLonger && row.session_limit_pending_from !== null && row.pending_session_limit_minutes === wanted;
    await trx
      .updateTable('player_protection_settings')
      .set({
        reality_check_minutes: settings.realityCheckMinutes,
        session_limit_minutes: waitsForLonger ? current : wanted,
        pending_session_limit_minutes: waitsForLonger ? wanted : null,
        // Asking for the same longer limit again does not restart its 24 hours.
        session_limit_pending_from: keepsWaiting ? row.session_limit_pending_from : waitsForLonger ? now : null,
        updated_at: now,
      })
      .where('player_id', '=', playerId)
      .execute();
    return protectionSettings(trx, playerId, now);
  });
}

/**
 * Confirms the waiting longer session limit (or none) once its 24 hours have passed: it becomes
 * the limit. Before then 13104, and with nothing waiting 404; either way nothing changes.
 */
export async function confirmSessionLimit(
  db: Kysely<DB>,
  playerId: string,
  now = new Date(),
): Promise<ProtectionState> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('player_protection_settings')
      .selectAll()
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirst();
    const pending = stateAt(row, now).pendingSessionLimit;
    if (!row || !pending) throw new AppError('NOT_FOUND', 'No session limit change is waiting');
    if (!pending.isDue) throw new AppError('LIMIT_CHANGE_NOT_DUE');
    await trx
      .updateTable('player_protection_settings')
      .set({
        session_limit_minutes: row.pending_session_limit_minutes,
        pending_session_limit_minutes: null,
        session_limit_pending_from: null,
        updated_at: now,
      })
      .where('player_id', '=', playerId)
      .execute();
    return protectionSettings(trx, playerId, now);
  });
}

/** Stakes and wins since `since` per currency played, straight from the ledger as the limits count them. */
async function resultsSince(db: Kysely<DB>, playerId: string, since: Date): Promise<SessionResult[]> {
  const movements = await movementsSince(db, playerId, since);
  return [...movements]
    .filter(([, m]) => m.stakes !== 0n || m.wins !== 0n)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, m]) => ({
      currency,
      stakes: Number(m.stakes),
      wins: Number(m.wins),
      net: Number(m.stakes - m.wins),
    }));
}

/** What the reality check, the session clock and the first-deposit prompt of this session need. */
export async function sessionProtection(db: Kysely<DB>, session: ActiveSession): Promise<ProtectionAnswer> {
  const [row, settings, deposit] = await Promise.all([
    db.selectFrom('player_sessions').select('created_at').where('id', '=', session.sessionId).executeTakeFirstOrThrow(),
    protectionSettings(db, session.playerId),
    db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reason', '=', 'deposit')
      .where('status', '=', 'posted')
      .where(
        'credit_account_id',
        'in',
        db.selectFrom('ledger_accounts').select('id').where('player_id', '=', session.playerId),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  const startedAt = new Date(row.created_at);
  const limit = settings.sessionLimitMinutes;
  return {
    ...settings,
    startedAt: startedAt.toISOString(),
    endsAt: limit === null ? null : new Date(startedAt.getTime() + limit * MINUTE_MS).toISOString(),
    results: await resultsSince(db, session.playerId, startedAt),
    hasDeposited: deposit !== undefined,
  };
}

/**
 * Closes the open sessions (of one player, or all) that reached their session time limit, and
 * tells their pages over the push channel before dropping their sockets, so the tab can say why.
 */
export async function endSessionsPastTimeLimit(app: FastifyInstance, playerId?: string): Promise<number> {
  const now = new Date();
  const closed = await app.db
    .updateTable('player_sessions')
    .set({ closed_at: now })
    .where('closed_at', 'is', null)
    .where('id', 'in', sessionsPastTimeLimit(app.db, now))
    .$if(playerId !== undefined, (q) => q.where('player_id', '=', playerId!))
    .returning('id')
    .execute();
  const ids = closed.map((r) => r.id);
  app.push.endSessions(ids, 'session-time-limit');
  return ids.length;
}
