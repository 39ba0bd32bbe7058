import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { requirePlayer } from '../player/auth.js';
import { activeSession, type ActiveSession } from '../player/sessions.js';

/**
 * The sportsbook token of SPEC §7's start-game call: what authorises the sportsbook widget's
 * calls (placing bets, "My bets", cash-out) in its header. It is short-lived and bound to the
 * player and the site session that asked for it: refused once expired, once that session
 * ended, or beside another player's site session. Without the header the site session still
 * authorises those calls, as for every other player call.
 */
export const SPORT_TOKEN_HEADER = 'x-sportsbook-token';
/** The widget asks for a new token before this runs out, and whenever the account changes (SPEC §4). */
export const SPORT_TOKEN_TTL_MS = 30 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueSportToken(
  db: Kysely<DB>,
  session: ActiveSession,
  currency: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SPORT_TOKEN_TTL_MS);
  await db
    .deleteFrom('sport_tokens')
    .where('session_id', '=', session.sessionId)
    .where('expires_at', '<', new Date())
    .execute();
  await db
    .insertInto('sport_tokens')
    .values({
      token_hash: hashOf(token),
      player_id: session.playerId,
      session_id: session.sessionId,
      currency,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** A preHandler: the player of the sportsbook token when one is sent, else of the site session. */
export async function requireSportPlayer(request: FastifyRequest): Promise<void> {
  const token = request.headers[SPORT_TOKEN_HEADER];
  if (token === undefined) return requirePlayer(request);
  const { db, sessionPolicy, authenticate } = request.server;
  const row =
    typeof token === 'string' && token.length <= 100
      ? await db
          .selectFrom('sport_tokens')
          .select(['player_id', 'session_id'])
          .where('token_hash', '=', hashOf(token))
          .where('expires_at', '>', new Date())
          .executeTakeFirst()
      : undefined;
  const session = row
    ? await activeSession(db, { playerId: row.player_id, sessionId: row.session_id }, sessionPolicy)
    : null;
  if (!session) throw new AppError('SPORT_TOKEN_INVALID');
  const site = await authenticate(request);
  if (site && site.playerId !== session.playerId) throw new AppError('SPORT_TOKEN_OTHER_PLAYER');
  request.player = session;
}
