import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { visibleGames } from './queries.js';

/**
 * A game a launch may start: enabled, offered, of an enabled provider that is not the
 * sportsbook. Whether the visitor's country may play it is `isRestrictedIn`'s answer.
 */
export interface LaunchableGame {
  identity: string;
  name: string;
  providerIdentity: string;
  providerGameId: string;
  kind: string;
  hasDemo: boolean;
  devices: ('desktop' | 'mobile')[];
  restrictedCountries: string[];
  minBet: bigint;
  maxBet: bigint;
}

export async function launchableGame(db: Kysely<DB>, identity: string): Promise<LaunchableGame | null> {
  const row = await visibleGames(db, null)
    .where('g.identity', '=', identity)
    .select([
      'g.identity',
      'g.name',
      'g.provider_identity',
      'g.provider_game_id',
      'g.kind',
      'g.has_demo',
      'g.devices',
      'g.restricted_countries',
      'g.min_bet',
      'g.max_bet',
    ])
    .executeTakeFirst();
  if (!row) return null;
  return {
    identity: row.identity,
    name: row.name,
    providerIdentity: row.provider_identity,
    providerGameId: row.provider_game_id,
    kind: row.kind,
    hasDemo: row.has_demo,
    devices: row.devices,
    restrictedCountries: row.restricted_countries,
    minBet: BigInt(row.min_bet),
    maxBet: BigInt(row.max_bet),
  };
}

/** An unknown country matches no restriction. */
export function isRestrictedIn(game: Pick<LaunchableGame, 'restrictedCountries'>, country: string | null): boolean {
  return country !== null && game.restrictedCountries.includes(country);
}

/** A launch puts the game first in the player's recently played list (SPEC §9). */
export async function recordPlay(db: Kysely<DB>, playerId: string, gameIdentity: string): Promise<void> {
  await db
    .insertInto('game_plays')
    .values({ player_id: playerId, game_identity: gameIdentity, last_played_at: new Date() })
    .onConflict((oc) => oc.columns(['player_id', 'game_identity']).doUpdateSet({ last_played_at: new Date() }))
    .execute();
}

export async function addFavorite(db: Kysely<DB>, playerId: string, gameIdentity: string): Promise<void> {
  await db
    .insertInto('game_favorites')
    .values({ player_id: playerId, game_identity: gameIdentity })
    .onConflict((oc) => oc.columns(['player_id', 'game_identity']).doNothing())
    .execute();
}

export async function removeFavorite(db: Kysely<DB>, playerId: string, gameIdentity: string): Promise<void> {
  await db
    .deleteFrom('game_favorites')
    .where('player_id', '=', playerId)
    .where('game_identity', '=', gameIdentity)
    .execute();
}

export const RECENT_SEARCHES_KEPT = 10;
/** A query typed on within this long replaces the shorter one it grew from, so typing keeps one entry. */
const TYPING_SECONDS = 60;

/** How a query is kept: trimmed, spaces collapsed, lower case. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Keeps a player's search, newest first, at most `RECENT_SEARCHES_KEPT`. */
export async function rememberSearch(db: Kysely<DB>, playerId: string, query: string): Promise<void> {
  const kept = normalizeQuery(query);
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('game_searches')
      .where('player_id', '=', playerId)
      .where('query', '!=', kept)
      .where('searched_at', '>', sql<Date>`now() - make_interval(secs => ${TYPING_SECONDS})`)
      .where(sql<boolean>`starts_with(${kept}::text, query)`)
      .execute();
    await tx
      .insertInto('game_searches')
      .values({ player_id: playerId, query: kept, searched_at: new Date() })
      .onConflict((oc) => oc.columns(['player_id', 'query']).doUpdateSet({ searched_at: new Date() }))
      .execute();
    await tx
      .deleteFrom('game_searches')
      .where('player_id', '=', playerId)
      .where('query', 'not in', (eb) =>
        eb
          .selectFrom('game_searches')
          .select('query')
          .where('player_id', '=', playerId)
          .orderBy('searched_at', 'desc')
          .orderBy('query')
          .limit(RECENT_SEARCHES_KEPT),
      )
      .execute();
  });
}

export async function recentSearches(
  db: Kysely<DB>,
  playerId: string,
): Promise<{ query: string; searchedAt: string }[]> {
  const rows = await db
    .selectFrom('game_searches')
    .select(['query', 'searched_at'])
    .where('player_id', '=', playerId)
    .orderBy('searched_at', 'desc')
    .orderBy('query')
    .limit(RECENT_SEARCHES_KEPT)
    .execute();
  return rows.map((r) => ({ query: r.query, searchedAt: r.searched_at.toISOString() }));
}

export async function clearSearches(db: Kysely<DB>, playerId: string): Promise<void> {
  await db.deleteFrom('game_searches').where('player_id', '=', playerId).execute();
}
