/**
 * The player's session tools (issue 16, beyond the spec): the reality check (a reminder every N
 * minutes of the time played and the net result since sign-in) and the session time limit (the
 * server ends a session N minutes after sign-in). Both count from the session's own start, kept
 * by the server, so a reload or a second tab changes nothing.
 */
import type { ProtectionAnswer, ProtectionSettings, SessionResult } from '@casino/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { sessionsPastTimeLimit, type ActiveSession } from '../player/sessions.js';
import { movementsSince } from './usage.js';

const MINUTE_MS = 60_000;

export async function protectionSettings(db: Kysely<DB>, playerId: string): Promise<ProtectionSettings> {
  const row = await db
    .selectFrom('player_protection_settings')
    .select(['reality_check_minutes', 'session_limit_minutes'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return {
    realityCheckMinutes: row?.reality_check_minutes ?? null,
    sessionLimitMinutes: row?.session_limit_minutes ?? null,
  };
}

export async function saveProtectionSettings(
  db: Kysely<DB>,
  playerId: string,
  settings: ProtectionSettings,
): Promise<void> {
  const values = {
    reality_check_minutes: settings.realityCheckMinutes,
    session_limit_minutes: settings.sessionLimitMinutes,
    updated_at: new Date(),
  };
  await db
    .insertInto('player_protection_settings')
    .values({ player_id: playerId, ...values })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
    .execute();
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
