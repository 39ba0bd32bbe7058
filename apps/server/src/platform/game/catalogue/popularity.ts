import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { lockCatalogue } from './lock.js';

/** The window the "popular" order looks back over. */
export const POPULARITY_WINDOW_DAYS = 7;
/** Rounds one player adds to a game's score at most: many players outweigh one who plays a lot. */
export const POPULARITY_ROUNDS_PER_PLAYER = 50;
export const POPULARITY_JOB = 'game-catalogue.popularity';
/** How often the job recomputes the order (and the seeded collections that follow it). */
export const POPULARITY_EVERY_MS = 15 * 60 * 1000;

/**
 * The "popular" order: each game's real-money rounds in the last week, at most
 * POPULARITY_ROUNDS_PER_PLAYER per player, rolled-back rounds left out. Games nobody played
 * in the window score 0 (the lobby then orders them newest first). Answers how many games moved.
 */
export async function refreshPopularity(db: Kysely<DB>, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - POPULARITY_WINDOW_DAYS * 86_400_000);
  return db.transaction().execute(async (tx) => {
    // Under the catalogue lock: a sync upserting the same rows in another order would deadlock with it.
    await lockCatalogue(tx);
    const result = await sql`
      with per_player as (
        select game_identity, least(count(*), ${POPULARITY_ROUNDS_PER_PLAYER}) as rounds
        from game_rounds
        where created_at >= ${since} and status <> 'rolled-back'
        group by game_identity, player_id
      ), scores as (
        select game_identity, sum(rounds)::bigint as score from per_player group by game_identity
      )
      update games
      set popularity = coalesce(scores.score, 0)
      from games as g left join scores on scores.game_identity = g.identity
      where games.identity = g.identity and games.popularity <> coalesce(scores.score, 0)
    `.execute(tx);
    return Number(result.numAffectedRows ?? 0n);
  });
}
