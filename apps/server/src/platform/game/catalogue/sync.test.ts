import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { registerTestPlayer } from '../../../test/players.js';
import { seededCollections, seedCollections, type SeedGame } from './collections.js';
import { syncCatalogue } from './sync.js';
import {
  POPULARITY_JOB,
  POPULARITY_ROUNDS_PER_PLAYER,
  POPULARITY_WINDOW_DAYS,
  refreshPopularity,
} from './popularity.js';
import { addTestProvider, providerGame, type TestProvider } from './test-provider.js';

let t: TestApp;
let provider: TestProvider;

const sync = (id = 'sync-studio') => syncCatalogue(t.app, id);
const game = (identity: string) =>
  t.app.db.selectFrom('games').selectAll().where('identity', '=', identity).executeTakeFirstOrThrow();
const members = async (collection: string) =>
  (
    await t.app.db
      .selectFrom('game_collection_games')
      .select('game_identity')
      .where('collection_identity', '=', collection)
      .orderBy('position')
      .execute()
  ).map((r) => r.game_identity);

beforeAll(async () => {
  t = await createTestApp();
  provider = await addTestProvider(t.app, 'sync-studio', {
    name: 'Sync Stüdio',
    games: [
      providerGame('pharaoh-gold', { name: 'Pharaöh Gold', themes: ['egypt'], features: ['free-spins', 'megaways'] }),
      providerGame('sun-temple', { themes: ['egypt'], features: ['jackpot'] }),
      providerGame('nile-queen', { themes: ['egypt'] }),
      providerGame('sphinx-riches', { themes: ['egypt', 'fruit'] }),
      providerGame('cherry-pop', { themes: ['fruit'], tileImage: 'https://cdn.example.com/cherry.png' }),
      providerGame('lemon-drop', { themes: ['fruit'], bannerImage: undefined }),
      providerGame('roulette', { kind: 'table', themes: ['classic'] }),
    ],
  });
});
afterAll(async () => {
  await t.close();
});

describe('catalogue sync', () => {
  it('reads the provider list into games under `${provider}-${gameId}`', async () => {
    const [report] = await sync();
    expect(report).toEqual({ provider: 'sync-studio', status: 'synced', offered: 7, withdrawn: 0 });
    const row = await game('sync-studio-pharaoh-gold');
    expect(row).toMatchObject({
      provider_identity: 'sync-studio',
      provider_game_id: 'pharaoh-gold',
      name: 'Pharaöh Gold',
      kind: 'slot',
      themes: ['egypt'],
      features: ['free-spins', 'megaways'],
      rtp: '96.10',
      released_at: '2024-01-15',
      min_bet: 10n,
      max_bet: 10000n,
      is_offered: true,
      is_enabled: true,
      tile_image: 'https://sync-studio.example.com/art/pharaoh-gold/tile.svg',
      search_text: 'pharaoh gold sync studio egypt',
    });
    expect((await game('sync-studio-cherry-pop')).tile_image).toBe('https://cdn.example.com/cherry.png');
    expect((await game('sync-studio-lemon-drop')).banner_image).toBeNull();
  });

  it('records the provider with its sync time', async () => {
    const row = await t.app.db
      .selectFrom('game_providers')
      .selectAll()
      .where('identity', '=', 'sync-studio')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Sync Stüdio', is_enabled: true, is_sportsbook: false });
    expect(row.synced_at).toBeInstanceOf(Date);
  });

  it('updates what the provider changed on the next sync', async () => {
    provider.state.games = provider.state.games.map((g) => (g.gameId === 'roulette' ? { ...g, rtp: 97.3 } : g));
    await sync();
    expect((await game('sync-studio-roulette')).rtp).toBe('97.30');
  });

  it('withdraws a game the provider no longer lists and offers it again when it returns', async () => {
    const all = provider.state.games;
    provider.state.games = all.filter((g) => g.gameId !== 'nile-queen');
    const [report] = await sync();
    expect(report).toMatchObject({ offered: 6, withdrawn: 1 });
    expect((await game('sync-studio-nile-queen')).is_offered).toBe(false);
    provider.state.games = all;
    await sync();
    expect((await game('sync-studio-nile-queen')).is_offered).toBe(true);
  });

  it("keeps the operator's switch on a game", async () => {
    await t.app.db
      .updateTable('games')
      .set({ is_enabled: false })
      .where('identity', '=', 'sync-studio-roulette')
      .execute();
    await sync();
    expect((await game('sync-studio-roulette')).is_enabled).toBe(false);
    await t.app.db
      .updateTable('games')
      .set({ is_enabled: true })
      .where('identity', '=', 'sync-studio-roulette')
      .execute();
  });

  it('keeps the old list when the provider refuses our signature', async () => {
    await addTestProvider(t.app, 'sync-wrong-secret', { games: [providerGame('a-game')], apiSecret: 'not the secret' });
    const [report] = await sync('sync-wrong-secret');
    expect(report).toMatchObject({ provider: 'sync-wrong-secret', status: 'failed' });
    expect(report!.error).toMatch(/401/);
    const rows = await t.app.db
      .selectFrom('games')
      .select('identity')
      .where('provider_identity', '=', 'sync-wrong-secret')
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps the games of a provider whose list cannot be read', async () => {
    const flaky = await addTestProvider(t.app, 'sync-flaky', { games: [providerGame('steady')] });
    await sync('sync-flaky');
    await flaky.server.close();
    const [report] = await sync('sync-flaky');
    expect(report!.status).toBe('failed');
    expect((await game('sync-flaky-steady')).is_offered).toBe(true);
  });

  it('skips a provider the operator switched off', async () => {
    const off = await addTestProvider(t.app, 'sync-off', { games: [providerGame('first')] });
    await sync('sync-off');
    await t.app.db
      .updateTable('game_providers')
      .set({ is_enabled: false })
      .where('identity', '=', 'sync-off')
      .execute();
    off.state.games = [];
    const [report] = await sync('sync-off');
    expect(report!.status).toBe('skipped');
    expect((await game('sync-off-first')).is_offered).toBe(true);
  });

  it('leaves out a listed game whose id is not a lowercase slug', async () => {
    await addTestProvider(t.app, 'sync-odd', { games: [providerGame('Odd_Id'), providerGame('fine')] });
    const [report] = await sync('sync-odd');
    expect(report).toMatchObject({ status: 'synced', offered: 1 });
  });
});

describe('popularity job', () => {
  /** `count` rounds of `gameId` by `player`, `daysAgo` old. */
  const playRounds = (player: string, gameId: string, count: number, daysAgo = 0, status = 'closed') =>
    sql`
      insert into game_rounds (id, provider_identity, provider_round_id, player_id, game_identity, currency, status, created_at, closed_at)
      select gen_random_uuid(), 'sync-studio', gen_random_uuid()::text, ${player}, ${`sync-studio-${gameId}`}, 'EUR', ${status},
             now() - make_interval(days => ${daysAgo}), now() - make_interval(days => ${daysAgo})
      from generate_series(1, ${count})
    `.execute(t.app.db);

  it('orders games by the rounds of the last week, each player counting at most 50', async () => {
    const [whale, a, b] = await Promise.all([1, 2, 3].map(() => registerTestPlayer(t.app)));
    await playRounds(whale!.id, 'cherry-pop', 80);
    await playRounds(a!.id, 'lemon-drop', 30);
    await playRounds(b!.id, 'lemon-drop', 30);
    await playRounds(a!.id, 'nile-queen', 90, POPULARITY_WINDOW_DAYS + 1);
    await playRounds(b!.id, 'sun-temple', 5, 0, 'rolled-back');
    await t.app.jobs.runDue();
    expect((await game('sync-studio-lemon-drop')).popularity).toBe(60n);
    expect((await game('sync-studio-cherry-pop')).popularity).toBe(BigInt(POPULARITY_ROUNDS_PER_PLAYER));
    expect((await game('sync-studio-nile-queen')).popularity).toBe(0n);
    expect((await game('sync-studio-sun-temple')).popularity).toBe(0n);
    expect((await members('popular')).slice(0, 2)).toEqual(['sync-studio-lemon-drop', 'sync-studio-cherry-pop']);
  });

  it('lets a game fall back to 0 once its rounds leave the window, and reports what moved', async () => {
    const later = new Date(Date.now() + (POPULARITY_WINDOW_DAYS + 1) * 86_400_000);
    expect(await refreshPopularity(t.app.db, later)).toBeGreaterThanOrEqual(2);
    expect((await game('sync-studio-lemon-drop')).popularity).toBe(0n);
    expect(await refreshPopularity(t.app.db, later)).toBe(0);
  });

  it('is a persisted, scheduled job', async () => {
    const row = await t.app.db
      .selectFrom('job_schedules')
      .selectAll()
      .where('name', '=', POPULARITY_JOB)
      .executeTakeFirst();
    expect(row).toBeDefined();
  });
});

describe('syncs at once', () => {
  it('two processes syncing together leave one consistent catalogue', async () => {
    const reports = await Promise.all([sync(), sync(), sync()]);
    expect(
      reports
        .flat()
        .filter((r) => r.provider === 'sync-studio')
        .map((r) => r.status),
    ).toEqual(['synced', 'synced', 'synced']);
    const rows = await t.app.db
      .selectFrom('games')
      .select('identity')
      .where('provider_identity', '=', 'sync-studio')
      .execute();
    expect(rows).toHaveLength(7);
    expect(await members('egypt')).toHaveLength(4);
  });
});

describe('seeded collections', () => {
  it('seeds popular, new, kinds, features and themes with enough games', async () => {
    await sync();
    const identities = (await t.app.db.selectFrom('game_collections').select('identity').execute()).map(
      (r) => r.identity,
    );
    expect(identities).toEqual(
      expect.arrayContaining(['popular', 'new', 'slots', 'table', 'megaways', 'jackpots', 'free-spins', 'egypt']),
    );
    expect(identities).not.toContain('fruit');
    expect(identities).not.toContain('bonus-buy');
    expect(await members('egypt')).toHaveLength(4);
    expect(await members('table')).toEqual(['sync-studio-roulette']);
  });

  it('seeds again without duplicating or renaming', async () => {
    await t.app.db
      .updateTable('game_collections')
      .set({ name: 'Pyramids', is_hidden: true })
      .where('identity', '=', 'egypt')
      .execute();
    await sync();
    await sync();
    const egypt = await t.app.db
      .selectFrom('game_collections')
      .selectAll()
      .where('identity', '=', 'egypt')
      .executeTakeFirstOrThrow();
    expect(egypt).toMatchObject({ name: 'Pyramids', is_hidden: true });
    expect(await members('egypt')).toHaveLength(4);
  });

  it('drops a withdrawn game from the seeded collections', async () => {
    const all = provider.state.games;
    provider.state.games = all.filter((g) => g.gameId !== 'sun-temple');
    await sync();
    expect(await members('jackpots')).toEqual([]);
    expect(await members('egypt')).toEqual([]);
    provider.state.games = all;
    await sync();
    expect(await members('jackpots')).toEqual(['sync-studio-sun-temple']);
  });

  it('leaves the games of a curated collection alone', async () => {
    await t.app.db
      .updateTable('game_collections')
      .set({ games_curated: true })
      .where('identity', '=', 'table')
      .execute();
    await t.app.db
      .insertInto('game_collection_games')
      .values({ collection_identity: 'table', game_identity: 'sync-studio-cherry-pop', position: 5 })
      .execute();
    await sync();
    expect(await members('table')).toEqual(['sync-studio-roulette', 'sync-studio-cherry-pop']);
  });
});

describe('seeding rules', () => {
  const seed = (identity: string, releasedAt: string, extra: Partial<SeedGame> = {}): SeedGame => ({
    identity,
    name: identity,
    kind: 'slot',
    features: [],
    themes: [],
    releasedAt,
    popularity: 0n,
    ...extra,
  });

  it('calls new what was released in the last 90 days when there are at least 12', () => {
    const games = Array.from({ length: 14 }, (_, i) => seed(`g${i}`, `2025-05-${String(i + 1).padStart(2, '0')}`));
    games.push(seed('old', '2020-01-01'));
    const fresh = seededCollections(games, '2025-06-01').find((c) => c.identity === 'new')!;
    expect(fresh.games).toHaveLength(14);
    expect(fresh.games[0]).toBe('g13');
  });

  it('calls new the 12 newest when fewer were released lately', () => {
    const games = Array.from({ length: 20 }, (_, i) => seed(`g${i}`, `2019-01-${String(i + 1).padStart(2, '0')}`));
    const fresh = seededCollections(games, '2025-06-01').find((c) => c.identity === 'new')!;
    expect(fresh.games).toHaveLength(12);
    expect(fresh.games[0]).toBe('g19');
  });

  it('orders popular by popularity, newest first among equals', () => {
    const games = [seed('a', '2024-01-01'), seed('b', '2024-02-01'), seed('c', '2023-01-01', { popularity: 5n })];
    expect(seededCollections(games, '2025-06-01').find((c) => c.identity === 'popular')!.games).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('never gives a theme the identity of another collection', () => {
    const games = Array.from({ length: 4 }, (_, i) => seed(`g${i}`, '2024-01-01', { themes: ['slots'] }));
    const slots = seededCollections(games, '2025-06-01').filter((c) => c.identity === 'slots');
    expect(slots).toHaveLength(1);
    expect(slots[0]!.name).toBe('Slots');
  });

  it('seeds nothing from no games', async () => {
    expect(seededCollections([], '2025-06-01')).toEqual([]);
    await expect(seedCollections(t.app.db)).resolves.toBeUndefined();
  });
});

describe('sync at start', () => {
  it('reads the providers once the server listens', async () => {
    const started = await createTestApp();
    try {
      await addTestProvider(started.app, 'at-start', { games: [providerGame('first-light')] });
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      const synced = async () =>
        started.app.db.selectFrom('games').select('identity').where('provider_identity', '=', 'at-start').execute();
      await expect.poll(synced, { timeout: 5000 }).toEqual([{ identity: 'at-start-first-light' }]);
    } finally {
      await started.close();
    }
  });
});
