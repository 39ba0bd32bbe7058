import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ProviderGame } from '../../../contracts/game-provider.js';
import type { DB } from '../../../db/schema.js';
import { seedCollections } from './collections.js';
import { lockCatalogue } from './lock.js';
import { refreshPopularity } from './popularity.js';
import type { GameProviderConfig, GameProviders } from './providers.js';
import { gameSearchText } from './search-text.js';

export interface CatalogueDeps {
  db: Kysely<DB>;
  gameProviders: GameProviders;
  log: FastifyBaseLogger;
}

export interface SyncReport {
  provider: string;
  /** `skipped`: the operator switched the provider off; `failed`: its list could not be read, the old one stays. */
  status: 'synced' | 'failed' | 'skipped';
  offered: number;
  withdrawn: number;
  error?: string;
}

const GAME_IDENTITY = /^[a-z0-9][a-z0-9-]{1,99}$/;

export function gameIdentity(providerId: string, providerGameId: string): string {
  return `${providerId}-${providerGameId}`;
}

/**
 * Reads every enabled provider's game list (or only `providerId`'s) into `games`, then
 * recomputes popularity and the seeded collections. A provider that cannot be read keeps
 * the list it had; the others still sync.
 */
export async function syncCatalogue(deps: CatalogueDeps, providerId?: string): Promise<SyncReport[]> {
  const reports: SyncReport[] = [];
  for (const provider of deps.gameProviders.list()) {
    if (providerId === undefined || provider.identity === providerId) reports.push(await syncProvider(deps, provider));
  }
  await refreshPopularity(deps.db);
  await seedCollections(deps.db);
  return reports;
}

async function syncProvider(deps: CatalogueDeps, provider: GameProviderConfig): Promise<SyncReport> {
  const { db, log } = deps;
  const report = (status: SyncReport['status'], offered = 0, withdrawn = 0, error?: string): SyncReport => ({
    provider: provider.identity,
    status,
    offered,
    withdrawn,
    ...(error ? { error } : {}),
  });
  const row = await db
    .insertInto('game_providers')
    .values({
      identity: provider.identity,
      name: provider.name,
      is_sportsbook: provider.isSportsbook ?? false,
      sort_order: provider.sortOrder ?? 0,
    })
    // The operator's switch is never overwritten; the provider's name and kind follow the configuration.
    .onConflict((oc) =>
      oc.column('identity').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        is_sportsbook: eb.ref('excluded.is_sportsbook'),
      })),
    )
    .returning('is_enabled')
    .executeTakeFirstOrThrow();
  if (!row.is_enabled) return report('skipped');

  let listed: ProviderGame[];
  try {
    listed = await deps.gameProviders.listGames(provider.identity);
  } catch (error) {
    const message = (error as Error).message;
    log.warn({ provider: provider.identity, err: message }, 'game list sync failed: the previous list stays');
    return report('failed', 0, 0, message);
  }

  const games = new Map<string, ProviderGame>();
  for (const game of listed) {
    if (!GAME_IDENTITY.test(gameIdentity(provider.identity, game.gameId)) || games.has(game.gameId)) {
      log.warn(
        { provider: provider.identity, gameId: game.gameId },
        'game left out of the sync: its id is not a unique lowercase slug',
      );
      continue;
    }
    games.set(game.gameId, game);
  }

  const withdrawn = await db.transaction().execute(async (tx) => {
    await lockCatalogue(tx);
    if (games.size > 0) {
      await tx
        .insertInto('games')
        .values(
          [...games.values()].map((game) => ({
            identity: gameIdentity(provider.identity, game.gameId),
            provider_identity: provider.identity,
            provider_game_id: game.gameId,
            name: game.name,
            kind: game.kind,
            themes: game.themes,
            features: game.features,
            rtp: game.rtp,
            volatility: game.volatility,
            has_demo: game.hasDemo,
            devices: game.devices,
            tile_image: deps.gameProviders.assetUrl(provider.identity, game.tileImage),
            banner_image: game.bannerImage ? deps.gameProviders.assetUrl(provider.identity, game.bannerImage) : null,
            released_at: game.releasedAt,
            min_bet: BigInt(game.minBet),
            max_bet: BigInt(game.maxBet),
            restricted_countries: game.restrictedCountries,
            is_offered: true,
            search_text: gameSearchText(game.name, provider.name, game.themes),
          })),
        )
        // Everything the provider says is refreshed; the operator's switch and popularity are the platform's.
        .onConflict((oc) =>
          oc.column('identity').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            kind: eb.ref('excluded.kind'),
            themes: eb.ref('excluded.themes'),
            features: eb.ref('excluded.features'),
            rtp: eb.ref('excluded.rtp'),
            volatility: eb.ref('excluded.volatility'),
            has_demo: eb.ref('excluded.has_demo'),
            devices: eb.ref('excluded.devices'),
            tile_image: eb.ref('excluded.tile_image'),
            banner_image: eb.ref('excluded.banner_image'),
            released_at: eb.ref('excluded.released_at'),
            min_bet: eb.ref('excluded.min_bet'),
            max_bet: eb.ref('excluded.max_bet'),
            restricted_countries: eb.ref('excluded.restricted_countries'),
            is_offered: true,
            search_text: eb.ref('excluded.search_text'),
          })),
        )
        .execute();
    }
    const gone = await tx
      .updateTable('games')
      .set({ is_offered: false })
      .where('provider_identity', '=', provider.identity)
      .where('is_offered', '=', true)
      .$if(games.size > 0, (qb) => qb.where('provider_game_id', 'not in', [...games.keys()]))
      .executeTakeFirst();
    await tx
      .updateTable('game_providers')
      .set({ synced_at: new Date() })
      .where('identity', '=', provider.identity)
      .execute();
    return Number(gone.numUpdatedRows);
  });
  log.info({ provider: provider.identity, offered: games.size, withdrawn }, 'game list synced');
  return report('synced', games.size, withdrawn);
}
