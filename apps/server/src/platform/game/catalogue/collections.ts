import type { Kysely } from 'kysely';
import type { GameFeature, GameKind } from '../../../contracts/game-provider.js';
import type { DB } from '../../../db/schema.js';
import { lockCatalogue } from './lock.js';

/** A game as the seeding rules see it. */
export interface SeedGame {
  identity: string;
  name: string;
  kind: GameKind;
  features: string[];
  themes: string[];
  releasedAt: string;
  popularity: bigint;
}

export interface SeededCollection {
  identity: string;
  /** English; the web names collections by identity in each locale. */
  name: string;
  sortOrder: number;
  /** Game identities in their order in the collection. */
  games: string[];
}

export const POPULAR_SIZE = 24;
/** A game released this recently is new… */
export const NEW_GAME_DAYS = 90;
/** …and the newest ones are new whatever their age, so the row is never short. */
export const NEW_GAMES_AT_LEAST = 12;
/** A theme gets a collection of its own once this many games share it. */
export const THEME_COLLECTION_MIN = 4;

const KIND_COLLECTIONS: [GameKind, string, string][] = [
  ['slot', 'slots', 'Slots'],
  ['table', 'table', 'Table games'],
  ['crash', 'crash', 'Crash games'],
  ['instant', 'instant', 'Instant games'],
  ['live', 'live', 'Live casino'],
];

const FEATURE_COLLECTIONS: [GameFeature, string, string][] = [
  ['jackpot', 'jackpots', 'Jackpots'],
  ['megaways', 'megaways', 'Megaways'],
  ['bonus-buy', 'bonus-buy', 'Bonus buy'],
  ['free-spins', 'free-spins', 'Free spins'],
  ['multiplier', 'multipliers', 'Multipliers'],
  ['cascade', 'cascading-reels', 'Cascading reels'],
];

const COLLECTION_IDENTITY = /^[a-z0-9][a-z0-9-]{1,59}$/;

const byPopularity = (a: SeedGame, b: SeedGame) =>
  a.popularity === b.popularity
    ? b.releasedAt.localeCompare(a.releasedAt) || a.name.localeCompare(b.name, 'en')
    : a.popularity > b.popularity
      ? -1
      : 1;
const byRelease = (a: SeedGame, b: SeedGame) =>
  b.releasedAt.localeCompare(a.releasedAt) || a.name.localeCompare(b.name, 'en');

function titleCase(word: string): string {
  return word
    .split(/[-\s]+/)
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join(' ');
}

/** The collections the games' own data calls for, each with its games in order. */
export function seededCollections(games: SeedGame[], today: string): SeededCollection[] {
  const collections: SeededCollection[] = [];
  const add = (identity: string, name: string, sortOrder: number, members: SeedGame[]) => {
    if (members.length > 0) collections.push({ identity, name, sortOrder, games: members.map((g) => g.identity) });
  };
  add('popular', 'Popular', 10, [...games].sort(byPopularity).slice(0, POPULAR_SIZE));
  // The in-house provably fair studio's games (issue 15), right after the popular ones.
  add('originals', 'Originals', 15, games.filter((g) => g.identity.startsWith('originals-')).sort(byPopularity));

  const newest = [...games].sort(byRelease);
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - NEW_GAME_DAYS * 86_400_000).toISOString().slice(0, 10);
  const recent = newest.filter((g) => g.releasedAt >= since);
  add('new', 'New', 20, recent.length >= NEW_GAMES_AT_LEAST ? recent : newest.slice(0, NEW_GAMES_AT_LEAST));

  KIND_COLLECTIONS.forEach(([kind, identity, name], index) =>
    add(identity, name, 30 + index * 10, games.filter((g) => g.kind === kind).sort(byPopularity)),
  );
  FEATURE_COLLECTIONS.forEach(([feature, identity, name], index) =>
    add(identity, name, 100 + index * 10, games.filter((g) => g.features.includes(feature)).sort(byPopularity)),
  );

  const taken = new Set(collections.map((c) => c.identity));
  const themes = [...new Set(games.flatMap((g) => g.themes.map((t) => t.trim().toLowerCase())))].sort();
  themes.forEach((theme, index) => {
    const identity = theme.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    const members = games.filter((g) => g.themes.some((t) => t.trim().toLowerCase() === theme));
    if (members.length < THEME_COLLECTION_MIN || !COLLECTION_IDENTITY.test(identity) || taken.has(identity)) return;
    taken.add(identity);
    add(identity, titleCase(theme), 200 + index, members.sort(byPopularity));
  });
  return collections;
}

/**
 * Creates the seeded collections that are missing and sets the games of every collection
 * no operator curated. What an operator set on a collection (name, hidden, countries,
 * order, games) is never overwritten.
 */
export async function seedCollections(db: Kysely<DB>, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    const rows = await tx
      .selectFrom('games as g')
      .innerJoin('game_providers as p', 'p.identity', 'g.provider_identity')
      .where('g.is_offered', '=', true)
      .where('g.is_enabled', '=', true)
      .where('p.is_enabled', '=', true)
      .where('p.is_sportsbook', '=', false)
      .where('g.kind', '!=', 'sport')
      .select(['g.identity', 'g.name', 'g.kind', 'g.features', 'g.themes', 'g.released_at', 'g.popularity'])
      .execute();
    const seeded = seededCollections(
      rows.map((r) => ({ ...r, releasedAt: r.released_at, popularity: BigInt(r.popularity) })),
      today,
    );
    if (seeded.length > 0) {
      await tx
        .insertInto('game_collections')
        .values(seeded.map((c) => ({ identity: c.identity, name: c.name, sort_order: c.sortOrder })))
        .onConflict((oc) => oc.column('identity').doNothing())
        .execute();
    }
    const managed = await tx
      .selectFrom('game_collections')
      .select('identity')
      .where('games_curated', '=', false)
      .execute();
    const wanted = new Map(seeded.map((c) => [c.identity, c.games]));
    for (const { identity } of managed) {
      const games = wanted.get(identity) ?? [];
      await tx
        .deleteFrom('game_collection_games')
        .where('collection_identity', '=', identity)
        .$if(games.length > 0, (qb) => qb.where('game_identity', 'not in', games))
        .execute();
      if (games.length === 0) continue;
      await tx
        .insertInto('game_collection_games')
        .values(games.map((game, position) => ({ collection_identity: identity, game_identity: game, position })))
        .onConflict((oc) =>
          oc
            .columns(['collection_identity', 'game_identity'])
            .doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })),
        )
        .execute();
    }
  });
}
