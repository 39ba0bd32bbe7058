import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Real-money game sessions: a launch mints a token the provider sends with every wallet call.
 * The token binds player, game and currency; only its SHA-256 is stored, so the database alone
 * cannot play as anyone. Bets need a live session; wins and rollbacks only need to know whose
 * session it was (DESIGN §4 Games).
 */

/** A session outlives any sitting at one game: long enough for a long session, short enough to end. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface OpenedSession {
  id: string;
  /** Given to the provider once, never stored. */
  token: string;
  expiresAt: Date;
}

export interface GameSession {
  id: string;
  playerId: string;
  gameIdentity: string;
  currency: string;
  expiresAt: Date;
  closedAt: Date | null;
}

export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Live: not closed and not past its expiry. */
export function isLive(session: Pick<GameSession, 'expiresAt' | 'closedAt'>, now = new Date()): boolean {
  return session.closedAt === null && session.expiresAt > now;
}

/**
 * Opens a session for a launch. The player's open sessions in other currencies end now: a
 * game keeps playing in the currency it was launched with, so a currency change needs a new
 * launch, and an old frame left open cannot keep betting in the previous currency.
 */
export async function openGameSession(
  db: Kysely<DB>,
  { playerId, gameIdentity, currency }: { playerId: string; gameIdentity: string; currency: string },
  ttlMs = GAME_SESSION_TTL_MS,
): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.transaction().execute(async (trx) => {
    await closeGameSessions(trx, playerId, { exceptCurrency: currency });
    await trx
      .insertInto('game_sessions')
      .values({
        id,
        token_hash: sessionTokenHash(token),
        player_id: playerId,
        game_identity: gameIdentity,
        currency,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { id, token, expiresAt };
}

/** Ends the player's open sessions (all of them, or those in currencies other than `exceptCurrency`). */
export async function closeGameSessions(
  db: Kysely<DB>,
  playerId: string,
  { exceptCurrency }: { exceptCurrency?: string } = {},
): Promise<void> {
  await db
    .updateTable('game_sessions')
    .set({ closed_at: new Date() })
    .where('player_id', '=', playerId)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .$if(exceptCurrency !== undefined, (q) => q.where('currency', '<>', exceptCurrency!))
    .execute();
}

/** Ends one session (a launch that failed after it was opened). */
export async function closeGameSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.updateTable('game_sessions').set({ closed_at: new Date() }).where('id', '=', sessionId).execute();
}

/** The session a token belongs to, live or not; null for a token never minted. */
export async function sessionByToken(db: Kysely<DB>, token: string): Promise<GameSession | null> {
  const row = await db
    .selectFrom('game_sessions')
    .select(['id', 'player_id', 'game_identity', 'currency', 'expires_at', 'closed_at'])
    .where('token_hash', '=', sessionTokenHash(token))
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        playerId: row.player_id,
        gameIdentity: row.game_identity,
        currency: row.currency,
        expiresAt: row.expires_at,
        closedAt: row.closed_at,
      }
    : null;
}
