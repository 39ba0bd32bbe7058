import { sql, type Kysely } from 'kysely';
import type { GameFeature } from '../../../contracts/game-provider.js';
import type { DB } from '../../../db/schema.js';
import { NEW_BADGE_DAYS } from './collections.js';
import type { GameInfo, GameTile } from './schemas.js';
import { escapeLike, foldForSearch } from './search-text.js';

/**
 * What a visitor from `country` may see: games the provider offers, the operator enabled,
 * of an enabled provider that is not the sportsbook, not restricted in that country. An
 * unknown country matches no restriction.
 */
export function visibleGames(db: Kysely<DB>, country: string | null) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.identity', 'g.provider_identity')
    .where('g.is_enabled', '=', true)
    .where('g.is_offered', '=', true)
    .where('p.is_enabled', '=', true)
    .where('p.is_sportsbook', '=', false)
    .where('g.kind', '!=', 'sport')
    .$if(country !== null, (qb) => qb.where(sql<boolean>`not (${country}::text = any(g.restricted_countries))`));
}

/** A collection a visitor from `country` may open: everywhere, or listing that country. */
function collectionCountryMatches(country: string | null) {
  return country === null
    ? sql<boolean>`cardinality(c.countries) = 0`
    : sql<boolean>`(cardinality(c.countries) = 0 or ${country}::text = any(c.countries))`;
}

function selectTile(query: ReturnType<typeof visibleGames>) {
  return query
    .select([
      'g.identity',
      'g.name',
      'g.provider_identity',
      'p.name as provider_name',
      'g.kind',
      'g.features',
      'g.themes',
      'g.rtp',
      'g.volatility',
      'g.has_demo',
      'g.tile_image',
      'g.banner_image',
      'g.devices',
    ])
    .select(
      // Uncorrelated, so computed once per query: the newest release among the games on offer.
      sql<boolean>`g.released_at >= (
        select max(x.released_at) - ${NEW_BADGE_DAYS}::int from games x
        where x.is_offered and x.is_enabled and x.kind <> 'sport'
      )`.as('is_new'),
    );
}

type TileRow = Awaited<ReturnType<ReturnType<typeof selectTile>['executeTakeFirstOrThrow']>>;

function toTile(row: TileRow): GameTile {
  return {
    identity: row.identity,
    name: row.name,
    provider: { identity: row.provider_identity, name: row.provider_name },
    kind: row.kind as GameTile['kind'],
    features: row.features,
    themes: row.themes,
    rtp: Number(row.rtp),
    volatility: row.volatility,
    hasDemo: row.has_demo,
    isNew: Boolean(row.is_new),
    tileImage: row.tile_image,
    bannerImage: row.banner_image,
    devices: row.devices,
  };
}

export interface GameFilters {
  collection?: string | undefined;
  provider?: string | undefined;
  feature?: GameFeature | undefined;
  kind?: GameTile['kind'] | undefined;
  search?: string | undefined;
  /** Without a sort, a collection keeps its own order, a search puts names starting with it first, else popular. */
  sort?: 'popular' | 'new' | 'name' | undefined;
}

export async function listGames(
  db: Kysely<DB>,
  country: string | null,
  filters: GameFilters,
  page: number,
  perPage: number,
): Promise<{ data: GameTile[]; totalRows: number }> {
  const words = filters.search ? foldForSearch(filters.search).split(' ').filter(Boolean) : [];
  const filtered = visibleGames(db, country)
    .$if(filters.collection !== undefined, (qb) =>
      qb.where('g.identity', 'in', (eb) =>
        eb
          .selectFrom('game_collection_games as cg')
          .select('cg.game_identity')
          .where('cg.collection_identity', '=', filters.collection!),
      ),
    )
    .$if(filters.provider !== undefined, (qb) => qb.where('g.provider_identity', '=', filters.provider!))
    .$if(filters.feature !== undefined, (qb) => qb.where(sql<boolean>`${filters.feature}::text = any(g.features)`))
    .$if(filters.kind !== undefined, (qb) => qb.where('g.kind', '=', filters.kind!))
    .$if(words.length > 0, (qb) =>
      qb.where((eb) => eb.and(words.map((word) => eb('g.search_text', 'like', `%${escapeLike(word)}%`)))),
    );

  const counted = await filtered.select((eb) => eb.fn.countAll<bigint>().as('rows')).executeTakeFirstOrThrow();
  let ordered = selectTile(filtered);
  const sort = filters.sort ?? (filters.collection ? 'collection' : words.length > 0 ? 'search' : 'popular');
  if (sort === 'collection') {
    ordered = ordered.orderBy(
      (eb) =>
        eb
          .selectFrom('game_collection_games as o')
          .select('o.position')
          .whereRef('o.game_identity', '=', 'g.identity')
          .where('o.collection_identity', '=', filters.collection!),
      'asc',
    );
  } else if (sort === 'search') {
    ordered = ordered.orderBy(sql`g.search_text like ${`${escapeLike(words.join(' '))}%`}`, 'desc');
  }
  if (sort === 'new') ordered = ordered.orderBy('g.released_at', 'desc');
  if (sort === 'name') ordered = ordered.orderBy(sql`lower(g.name)`, 'asc');
  else ordered = ordered.orderBy('g.popularity', 'desc').orderBy('g.released_at', 'desc');
  const rows = await ordered
    .orderBy('g.name')
    .orderBy('g.identity')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { data: rows.map(toTile), totalRows: Number(counted.rows) };
}

/** A game the visitor may open, whatever their country (`isAvailable` says whether they may play it). */
export async function gameInfo(
  db: Kysely<DB>,
  identity: string,
  country: string | null,
  playerId: string | null,
): Promise<GameInfo | null> {
  const row = await selectTile(visibleGames(db, null).where('g.identity', '=', identity))
    .select(['g.min_bet', 'g.max_bet', 'g.restricted_countries'])
    .executeTakeFirst();
  if (!row) return null;
  const collections = await db
    .selectFrom('game_collections as c')
    .innerJoin('game_collection_games as cg', 'cg.collection_identity', 'c.identity')
    .where('cg.game_identity', '=', identity)
    .where('c.is_hidden', '=', false)
    .where(collectionCountryMatches(country))
    .select('c.identity')
    .orderBy('c.sort_order')
    .orderBy('c.identity')
    .execute();
  const favorite = playerId
    ? await db
        .selectFrom('game_favorites')
        .select('game_identity')
        .where('player_id', '=', playerId)
        .where('game_identity', '=', identity)
        .executeTakeFirst()
    : undefined;
  return {
    ...toTile(row),
    collections: collections.map((c) => c.identity),
    minBet: String(row.min_bet),
    maxBet: String(row.max_bet),
    isFavorite: favorite !== undefined,
    isAvailable: country === null || !row.restricted_countries.includes(country),
  };
}

export interface CollectionView {
  identity: string;
  name: string;
  isHidden: boolean;
  countries: string[];
  gameCount: number;
}

async function collectionCounts(db: Kysely<DB>, country: string | null): Promise<Map<string, number>> {
  const rows = await visibleGames(db, country)
    .innerJoin('game_collection_games as cg', 'cg.game_identity', 'g.identity')
    .select(['cg.collection_identity', (eb) => eb.fn.countAll<bigint>().as('games')])
    .groupBy('cg.collection_identity')
    .execute();
  return new Map(rows.map((r) => [r.collection_identity, Number(r.games)]));
}

/** The lobby's rows: not hidden, meant for the visitor's country, with at least one game they may see. */
export async function listCollections(db: Kysely<DB>, country: string | null): Promise<CollectionView[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('game_collections as c')
      .where('c.is_hidden', '=', false)
      .where(collectionCountryMatches(country))
      .select(['c.identity', 'c.name', 'c.is_hidden', 'c.countries'])
      .orderBy('c.sort_order')
      .orderBy('c.identity')
      .execute(),
    collectionCounts(db, country),
  ]);
  return rows
    .map((r) => ({
      identity: r.identity,
      name: r.name,
      isHidden: r.is_hidden,
      countries: r.countries,
      gameCount: counts.get(r.identity) ?? 0,
    }))
    .filter((c) => c.gameCount > 0);
}

/** A collection the visitor may open by its address: hidden ones too, not those for other countries. */
export async function openableCollection(db: Kysely<DB>, identity: string, country: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('game_collections as c')
    .select('c.identity')
    .where('c.identity', '=', identity)
    .where(collectionCountryMatches(country))
    .executeTakeFirst();
  return row !== undefined;
}

export interface ProviderView {
  identity: string;
  name: string;
  gameEnabledCount: number;
}

/** Providers with at least one game the visitor may see; never the sportsbook (SPEC §9). */
export async function listProviders(db: Kysely<DB>, country: string | null): Promise<ProviderView[]> {
  const rows = await visibleGames(db, country)
    .select(['p.identity', 'p.name', (eb) => eb.fn.countAll<bigint>().as('games')])
    .groupBy(['p.identity', 'p.name', 'p.sort_order'])
    .orderBy('p.sort_order')
    .orderBy('p.name')
    .execute();
  return rows.map((r) => ({ identity: r.identity, name: r.name, gameEnabledCount: Number(r.games) }));
}

/** One provider the lobby may show, with its count of games for the visitor; null if unknown, off or the sportsbook. */
export async function findProvider(
  db: Kysely<DB>,
  identity: string,
  country: string | null,
): Promise<ProviderView | null> {
  const provider = await db
    .selectFrom('game_providers')
    .select(['identity', 'name'])
    .where('identity', '=', identity)
    .where('is_enabled', '=', true)
    .where('is_sportsbook', '=', false)
    .executeTakeFirst();
  if (!provider) return null;
  const counted = await visibleGames(db, country)
    .where('g.provider_identity', '=', identity)
    .select((eb) => eb.fn.countAll<bigint>().as('games'))
    .executeTakeFirstOrThrow();
  return { ...provider, gameEnabledCount: Number(counted.games) };
}

/** Features of the games the visitor may see, most common first. */
export async function listFeatures(
  db: Kysely<DB>,
  country: string | null,
): Promise<{ identity: string; gameCount: number }[]> {
  const features = visibleGames(db, country).select(sql<string>`unnest(g.features)`.as('feature'));
  const rows = await db
    .selectFrom(features.as('f'))
    .select(['f.feature', (eb) => eb.fn.countAll<bigint>().as('games')])
    .groupBy('f.feature')
    .orderBy('games', 'desc')
    .orderBy('f.feature')
    .execute();
  return rows.map((r) => ({ identity: r.feature, gameCount: Number(r.games) }));
}

/** A player's favourites they may see, the newest first. */
export async function favoriteTiles(db: Kysely<DB>, playerId: string, country: string | null): Promise<GameTile[]> {
  const rows = await selectTile(
    visibleGames(db, country)
      .innerJoin('game_favorites as f', (join) =>
        join.onRef('f.game_identity', '=', 'g.identity').on('f.player_id', '=', playerId),
      )
      .orderBy('f.created_at', 'desc'),
  )
    .orderBy('g.identity')
    .execute();
  return rows.map(toTile);
}

export const PLAYED_LIST_SIZE = 50;

/** The games a player launched, the most recent first (SPEC §9). */
export async function playedTiles(db: Kysely<DB>, playerId: string, country: string | null): Promise<GameTile[]> {
  const rows = await selectTile(
    visibleGames(db, country)
      .innerJoin('game_plays as gp', (join) =>
        join.onRef('gp.game_identity', '=', 'g.identity').on('gp.player_id', '=', playerId),
      )
      .orderBy('gp.last_played_at', 'desc'),
  )
    .orderBy('g.identity')
    .limit(PLAYED_LIST_SIZE)
    .execute();
  return rows.map(toTile);
}
