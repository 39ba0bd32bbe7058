import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../../test/players.js';
import { recordPlay } from './player-games.js';
import { syncCatalogue } from './sync.js';
import { addTestProvider, providerGame } from './test-provider.js';

let t: TestApp;
let ann: TestPlayer;
let bob: TestPlayer;

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const send = async (method: 'POST' | 'DELETE', url: string, player: TestPlayer) => {
  const res = await t.app.inject({ method, url, headers: bearer(player.accessToken) });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const identities = (body: { data: { identity: string }[] }) => body.data.map((g) => g.identity);

beforeAll(async () => {
  t = await createTestApp();
  await addTestProvider(t.app, 'alpha', {
    name: 'Alpha Gämes',
    games: [
      providerGame('pharaoh', {
        name: 'Pharaoh’s Fortune',
        themes: ['egypt'],
        features: ['free-spins', 'megaways'],
        releasedAt: '2024-03-01',
        restrictedCountries: ['US'],
        minBet: '20',
        maxBet: '50000',
      }),
      providerGame('sun-temple', { themes: ['egypt'], features: ['jackpot'], releasedAt: '2024-02-01' }),
      providerGame('nile-queen', { themes: ['egypt'], features: ['free-spins'], releasedAt: '2023-12-01' }),
      providerGame('sphinx', { name: 'Sphinx 100%', themes: ['egypt'], releasedAt: '2023-11-01' }),
      providerGame('crème-brûlée', { name: 'Crème Brûlée', themes: ['dessert'], releasedAt: '2023-10-01' }),
      providerGame('roulette', { name: 'Euro Roulette', kind: 'table', themes: ['classic'], releasedAt: '2023-09-01' }),
    ].map((g) => (g.gameId === 'crème-brûlée' ? { ...g, gameId: 'creme-brulee' } : g)),
  });
  await addTestProvider(t.app, 'beta', {
    name: 'Beta Studio',
    games: [
      providerGame('apollo', { name: 'Apollo Rising', themes: ['space'], releasedAt: '2024-04-01' }),
      providerGame('zebra', { name: 'zebra stripes', themes: ['animals'], releasedAt: '2022-01-01' }),
    ],
  });
  await addTestProvider(t.app, 'gamma', { games: [providerGame('lonely', { releasedAt: '2021-01-01' })] });
  await addTestProvider(t.app, 'sportsbook', {
    isSportsbook: true,
    games: [providerGame('book', { kind: 'sport', releasedAt: '2021-01-01' })],
  });
  for (const id of ['alpha', 'beta', 'gamma', 'sportsbook']) await syncCatalogue(t.app, id);
  await t.app.db.updateTable('games').set({ is_enabled: false }).where('identity', '=', 'gamma-lonely').execute();
  ann = await registerTestPlayer(t.app);
  bob = await registerTestPlayer(t.app);
  await recordPlay(t.app.db, ann.id, 'alpha-sun-temple');
  await recordPlay(t.app.db, bob.id, 'alpha-sun-temple');
  await recordPlay(t.app.db, bob.id, 'beta-zebra');
  // Popularity counts rounds played: two players on Sun Temple, one on Zebra.
  await t.app.db
    .insertInto('game_rounds')
    .values(
      [
        [ann, 'alpha', 'alpha-sun-temple'],
        [bob, 'alpha', 'alpha-sun-temple'],
        [bob, 'beta', 'beta-zebra'],
      ].map(([player, provider, game]) => ({
        id: randomUUID(),
        provider_identity: provider as string,
        provider_round_id: randomUUID(),
        player_id: (player as TestPlayer).id,
        game_identity: game as string,
        currency: 'EUR',
        status: 'closed',
        closed_at: new Date(),
      })),
    )
    .execute();
  await syncCatalogue(t.app, 'alpha');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/game/collections', () => {
  it('lists the seeded collections with their English names and game counts, in order', async () => {
    const { status, body } = await get('/api/game/collections');
    expect(status).toBe(200);
    expect(body.data.slice(0, 4)).toEqual([
      { identity: 'popular', name: 'Popular', isHidden: false, countries: [], gameCount: 8 },
      { identity: 'new', name: 'New', isHidden: false, countries: [], gameCount: 8 },
      { identity: 'slots', name: 'Slots', isHidden: false, countries: [], gameCount: 7 },
      { identity: 'table', name: 'Table games', isHidden: false, countries: [], gameCount: 1 },
    ]);
    expect(identities(body)).toEqual(expect.arrayContaining(['megaways', 'jackpots', 'free-spins', 'egypt']));
  });

  it('counts only the games of the visitor country', async () => {
    const { body } = await get('/api/game/collections', { 'cf-ipcountry': 'US' });
    expect(body.data.find((c: { identity: string }) => c.identity === 'egypt').gameCount).toBe(3);
    expect(identities(body)).not.toContain('megaways');
  });

  it('leaves out a hidden collection', async () => {
    await t.app.db
      .updateTable('game_collections')
      .set({ is_hidden: true })
      .where('identity', '=', 'jackpots')
      .execute();
    const { body } = await get('/api/game/collections');
    expect(identities(body)).not.toContain('jackpots');
    await t.app.db
      .updateTable('game_collections')
      .set({ is_hidden: false })
      .where('identity', '=', 'jackpots')
      .execute();
  });

  it('lists a collection for some countries only to visitors from them', async () => {
    await t.app.db
      .updateTable('game_collections')
      .set({ countries: ['BR'] })
      .where('identity', '=', 'table')
      .execute();
    expect(identities((await get('/api/game/collections', { 'cf-ipcountry': 'br' })).body)).toContain('table');
    expect(identities((await get('/api/game/collections', { 'cf-ipcountry': 'DE' })).body)).not.toContain('table');
    expect(identities((await get('/api/game/collections')).body)).not.toContain('table');
    await t.app.db.updateTable('game_collections').set({ countries: [] }).where('identity', '=', 'table').execute();
  });

  it('leaves out a collection with no game the visitor may see', async () => {
    await t.app.db.updateTable('games').set({ is_enabled: false }).where('identity', '=', 'alpha-roulette').execute();
    expect(identities((await get('/api/game/collections')).body)).not.toContain('table');
    await t.app.db.updateTable('games').set({ is_enabled: true }).where('identity', '=', 'alpha-roulette').execute();
  });
});

describe('GET /api/game/providers', () => {
  it('lists providers with their count of enabled games', async () => {
    const { status, body } = await get('/api/game/providers');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { identity: 'alpha', name: 'Alpha Gämes', gameEnabledCount: 6 },
      { identity: 'beta', name: 'Beta Studio', gameEnabledCount: 2 },
    ]);
  });

  it('never lists a provider with no enabled game, nor the sportsbook', async () => {
    const listed = identities((await get('/api/game/providers')).body);
    expect(listed).not.toContain('gamma');
    expect(listed).not.toContain('sportsbook');
  });

  it('leaves out a provider the operator switched off', async () => {
    await t.app.db.updateTable('game_providers').set({ is_enabled: false }).where('identity', '=', 'beta').execute();
    expect(identities((await get('/api/game/providers')).body)).toEqual(['alpha']);
    expect((await get('/api/game/games?provider=beta')).status).toBe(404);
    await t.app.db.updateTable('game_providers').set({ is_enabled: true }).where('identity', '=', 'beta').execute();
  });

  it('answers one provider by identity', async () => {
    const { status, body } = await get('/api/game/providers/beta');
    expect(status).toBe(200);
    expect(body).toEqual({ identity: 'beta', name: 'Beta Studio', gameEnabledCount: 2 });
  });

  it('answers 404 for an unknown provider and for the sportsbook', async () => {
    for (const id of ['nobody', 'sportsbook']) {
      const { status, body } = await get(`/api/game/providers/${id}`);
      expect(status).toBe(404);
      expect(body.error.key).toBe('GAME_PROVIDER_NOT_FOUND');
    }
  });
});

describe('GET /api/game/games', () => {
  it('answers paged game tiles', async () => {
    const { status, body } = await get('/api/game/games?perPage=3');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ page: 1, perPage: 3, totalPages: 3, totalRows: 8 });
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toEqual({
      identity: 'alpha-sun-temple',
      name: 'Sun Temple',
      provider: { identity: 'alpha', name: 'Alpha Gämes' },
      kind: 'slot',
      features: ['jackpot'],
      themes: ['egypt'],
      rtp: 96.1,
      volatility: 'medium',
      hasDemo: true,
      isNew: false,
      tileImage: 'https://alpha.example.com/art/sun-temple/tile.svg',
      bannerImage: 'https://alpha.example.com/art/sun-temple/banner.svg',
      devices: ['desktop', 'mobile'],
    });
  });

  it('pages through every game once', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`/api/game/games?perPage=3&page=${page}`)));
    const all = pages.flatMap((p) => identities(p.body));
    expect(all).toHaveLength(8);
    expect(new Set(all).size).toBe(8);
  });

  it('answers an empty page past the end', async () => {
    const { status, body } = await get('/api/game/games?page=50');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.totalRows).toBe(8);
  });

  it('accepts 100 per page', async () => {
    expect((await get('/api/game/games?perPage=100')).body.meta.perPage).toBe(100);
  });

  it('defaults to 24 per page and treats empty parameters as absent', async () => {
    const { status, body } = await get('/api/game/games?collection=&provider=&feature=&kind=&search=&sort=');
    expect(status).toBe(200);
    expect(body.meta.perPage).toBe(24);
    expect(body.meta.totalRows).toBe(8);
  });

  it.each([
    ['perPage=101', 'perPage'],
    ['perPage=0', 'perPage'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['sort=random', 'sort'],
    ['feature=wild', 'feature'],
    ['kind=sport', 'kind'],
    ['collection=Bad%20Id', 'collection'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('refuses %s with the field named', async (query, field) => {
    const { status, body } = await get(`/api/game/games?${query}`);
    expect(status).toBe(422);
    expect(body.error.key).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it('sorts by popularity, newest first among equals', async () => {
    const { body } = await get('/api/game/games?sort=popular&perPage=4');
    expect(identities(body)).toEqual(['alpha-sun-temple', 'beta-zebra', 'beta-apollo', 'alpha-pharaoh']);
  });

  it('badges NEW only the games released within 14 days of the newest release on offer', async () => {
    const { body } = await get('/api/game/games?perPage=100');
    const fresh = (body.data as { identity: string; isNew: boolean }[]).filter((g) => g.isNew).map((g) => g.identity);
    expect(fresh).toEqual(['beta-apollo']);
    await t.app.db
      .updateTable('games')
      .set({ released_at: '2024-03-20' })
      .where('identity', '=', 'alpha-pharaoh')
      .execute();
    try {
      const again = await get('/api/game/games?sort=new&perPage=3');
      expect(again.body.data.map((g: { isNew: boolean }) => g.isNew)).toEqual([true, true, false]);
    } finally {
      await t.app.db
        .updateTable('games')
        .set({ released_at: '2024-03-01' })
        .where('identity', '=', 'alpha-pharaoh')
        .execute();
    }
  });

  it('sorts the newest first', async () => {
    const { body } = await get('/api/game/games?sort=new&perPage=3');
    expect(identities(body)).toEqual(['beta-apollo', 'alpha-pharaoh', 'alpha-sun-temple']);
  });

  it('sorts by name ignoring case', async () => {
    const { body } = await get('/api/game/games?sort=name');
    expect(body.data.map((g: { name: string }) => g.name)).toEqual([
      'Apollo Rising',
      'Crème Brûlée',
      'Euro Roulette',
      'Nile Queen',
      'Pharaoh’s Fortune',
      'Sphinx 100%',
      'Sun Temple',
      'zebra stripes',
    ]);
  });

  it('filters by collection, in the collection order', async () => {
    const { body } = await get('/api/game/games?collection=egypt');
    expect(identities(body)).toEqual(['alpha-sun-temple', 'alpha-pharaoh', 'alpha-nile-queen', 'alpha-sphinx']);
  });

  it('filters by provider', async () => {
    expect(identities((await get('/api/game/games?provider=beta&sort=name')).body)).toEqual([
      'beta-apollo',
      'beta-zebra',
    ]);
  });

  it('filters by feature', async () => {
    expect(identities((await get('/api/game/games?feature=free-spins&sort=name')).body)).toEqual([
      'alpha-nile-queen',
      'alpha-pharaoh',
    ]);
  });

  it('filters by kind', async () => {
    expect(identities((await get('/api/game/games?kind=table')).body)).toEqual(['alpha-roulette']);
  });

  it('filters by search text', async () => {
    expect(identities((await get('/api/game/games?search=ROULETTE')).body)).toEqual(['alpha-roulette']);
  });

  it('combines filters', async () => {
    const { body } = await get('/api/game/games?provider=alpha&feature=free-spins&collection=egypt&kind=slot&sort=new');
    expect(identities(body)).toEqual(['alpha-pharaoh', 'alpha-nile-queen']);
  });

  it('leaves out games restricted in the visitor country', async () => {
    expect(identities((await get('/api/game/games?collection=egypt', { 'cf-ipcountry': 'US' })).body)).not.toContain(
      'alpha-pharaoh',
    );
    expect(identities((await get('/api/game/games?collection=egypt', { 'cf-ipcountry': 'DE' })).body)).toContain(
      'alpha-pharaoh',
    );
  });

  it('leaves out games the operator disabled, the provider withdrew, and the sportsbook', async () => {
    const listed = identities((await get('/api/game/games?perPage=100')).body);
    expect(listed).not.toContain('gamma-lonely');
    expect(listed).not.toContain('sportsbook-book');
  });

  it('opens a hidden collection by its identity', async () => {
    await t.app.db
      .updateTable('game_collections')
      .set({ is_hidden: true })
      .where('identity', '=', 'jackpots')
      .execute();
    expect(identities((await get('/api/game/games?collection=jackpots')).body)).toEqual(['alpha-sun-temple']);
    await t.app.db
      .updateTable('game_collections')
      .set({ is_hidden: false })
      .where('identity', '=', 'jackpots')
      .execute();
  });

  it('answers 404 for an unknown collection and for one meant for other countries', async () => {
    expect((await get('/api/game/games?collection=nothing-here')).body.error.key).toBe('GAME_COLLECTION_NOT_FOUND');
    await t.app.db
      .updateTable('game_collections')
      .set({ countries: ['BR'] })
      .where('identity', '=', 'table')
      .execute();
    const refused = await get('/api/game/games?collection=table', { 'cf-ipcountry': 'DE' });
    expect(refused.status).toBe(404);
    expect(refused.body.error.key).toBe('GAME_COLLECTION_NOT_FOUND');
    expect((await get('/api/game/games?collection=table', { 'cf-ipcountry': 'BR' })).status).toBe(200);
    await t.app.db.updateTable('game_collections').set({ countries: [] }).where('identity', '=', 'table').execute();
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await get('/api/game/games?provider=nobody')).body.error.key).toBe('GAME_PROVIDER_NOT_FOUND');
  });
});

describe('GET /api/game/games/{id}', () => {
  it('answers the game info', async () => {
    const { status, body } = await get('/api/game/games/alpha-pharaoh');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      identity: 'alpha-pharaoh',
      name: 'Pharaoh’s Fortune',
      provider: { identity: 'alpha', name: 'Alpha Gämes' },
      minBet: '20',
      maxBet: '50000',
      isFavorite: false,
      isAvailable: true,
    });
    expect(body.collections).toEqual(expect.arrayContaining(['popular', 'new', 'slots', 'megaways', 'egypt']));
  });

  it('says a game is not available in a restricted country', async () => {
    const { status, body } = await get('/api/game/games/alpha-pharaoh', { 'cf-ipcountry': 'US' });
    expect(status).toBe(200);
    expect(body.isAvailable).toBe(false);
  });

  it('leaves hidden collections out of the game info', async () => {
    await t.app.db
      .updateTable('game_collections')
      .set({ is_hidden: true })
      .where('identity', '=', 'megaways')
      .execute();
    expect((await get('/api/game/games/alpha-pharaoh')).body.collections).not.toContain('megaways');
    await t.app.db
      .updateTable('game_collections')
      .set({ is_hidden: false })
      .where('identity', '=', 'megaways')
      .execute();
  });

  it('answers 404 GAME_NOT_FOUND for an unknown, disabled or sportsbook game', async () => {
    for (const id of ['alpha-nothing', 'gamma-lonely', 'sportsbook-book']) {
      const { status, body } = await get(`/api/game/games/${id}`);
      expect(status).toBe(404);
      expect(body.error.key).toBe('GAME_NOT_FOUND');
    }
  });

  it('refuses an identity that is not a slug', async () => {
    expect((await get('/api/game/games/Alpha_Pharaoh')).status).toBe(422);
  });
});

describe('GET /api/game/games/features', () => {
  it('counts the games of each feature, most common first', async () => {
    const { status, body } = await get('/api/game/games/features');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { identity: 'free-spins', gameCount: 2 },
      { identity: 'jackpot', gameCount: 1 },
      { identity: 'megaways', gameCount: 1 },
    ]);
  });

  it('counts only the games of the visitor country', async () => {
    const { body } = await get('/api/game/games/features', { 'cf-ipcountry': 'US' });
    expect(body.data).toEqual([
      { identity: 'free-spins', gameCount: 1 },
      { identity: 'jackpot', gameCount: 1 },
    ]);
  });
});

describe('favourites', () => {
  it('adds a favourite and lists it, the newest first', async () => {
    expect(await send('POST', '/api/game/games/beta-apollo/favorite', ann)).toEqual({
      status: 200,
      body: { identity: 'beta-apollo', isFavorite: true },
    });
    await send('POST', '/api/game/games/alpha-roulette/favorite', ann);
    const { status, body } = await get('/api/game/games/favorites', bearer(ann.accessToken));
    expect(status).toBe(200);
    expect(identities(body)).toEqual(['alpha-roulette', 'beta-apollo']);
    expect((await get('/api/game/games/beta-apollo', bearer(ann.accessToken))).body.isFavorite).toBe(true);
  });

  it('adding a favourite twice keeps one', async () => {
    await send('POST', '/api/game/games/beta-apollo/favorite', ann);
    const listed = identities((await get('/api/game/games/favorites', bearer(ann.accessToken))).body);
    expect(listed.filter((id) => id === 'beta-apollo')).toHaveLength(1);
  });

  it("never shows a player another player's favourites", async () => {
    expect((await get('/api/game/games/favorites', bearer(bob.accessToken))).body.data).toEqual([]);
    expect((await get('/api/game/games/beta-apollo', bearer(bob.accessToken))).body.isFavorite).toBe(false);
    expect((await get('/api/game/games/beta-apollo')).body.isFavorite).toBe(false);
  });

  it("removing a favourite leaves another player's alone", async () => {
    await send('POST', '/api/game/games/beta-zebra/favorite', ann);
    expect(await send('DELETE', '/api/game/games/beta-zebra/favorite', bob)).toEqual({
      status: 200,
      body: { identity: 'beta-zebra', isFavorite: false },
    });
    expect(identities((await get('/api/game/games/favorites', bearer(ann.accessToken))).body)).toContain('beta-zebra');
    await send('DELETE', '/api/game/games/beta-zebra/favorite', ann);
    expect(identities((await get('/api/game/games/favorites', bearer(ann.accessToken))).body)).not.toContain(
      'beta-zebra',
    );
  });

  it('answers 404 for a favourite of an unknown or disabled game', async () => {
    expect((await send('POST', '/api/game/games/alpha-nothing/favorite', ann)).status).toBe(404);
    expect((await send('POST', '/api/game/games/gamma-lonely/favorite', ann)).status).toBe(404);
    expect((await send('DELETE', '/api/game/games/alpha-nothing/favorite', ann)).status).toBe(404);
  });

  it('leaves out a favourite the visitor country restricts', async () => {
    await send('POST', '/api/game/games/alpha-pharaoh/favorite', ann);
    const { body } = await get('/api/game/games/favorites', { ...bearer(ann.accessToken), 'cf-ipcountry': 'US' });
    expect(identities(body)).not.toContain('alpha-pharaoh');
  });

  it('needs a signed-in player', async () => {
    expect((await get('/api/game/games/favorites')).status).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/game/games/beta-apollo/favorite' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/game/games/played', () => {
  it('lists the games a player launched, the most recent first', async () => {
    await recordPlay(t.app.db, bob.id, 'alpha-sun-temple');
    const { status, body } = await get('/api/game/games/played', bearer(bob.accessToken));
    expect(status).toBe(200);
    expect(identities(body)).toEqual(['alpha-sun-temple', 'beta-zebra']);
  });

  it("never shows another player's games", async () => {
    expect(identities((await get('/api/game/games/played', bearer(ann.accessToken))).body)).toEqual([
      'alpha-sun-temple',
    ]);
  });

  it('needs a signed-in player', async () => {
    expect((await get('/api/game/games/played')).status).toBe(401);
  });
});

describe('GET /api/game/games/search', () => {
  const search = (query: string, headers: Record<string, string> = {}) =>
    get(`/api/game/games/search?query=${encodeURIComponent(query)}`, headers);

  it('finds a game by name ignoring case and accents', async () => {
    expect(identities((await search('CREME BRULEE')).body)).toEqual(['alpha-creme-brulee']);
    expect(identities((await search('brûlée')).body)).toEqual(['alpha-creme-brulee']);
  });

  it('ignores apostrophes', async () => {
    expect(identities((await search("PHARAOH'S")).body)).toEqual(['alpha-pharaoh']);
    expect(identities((await search('pharaohs fortune')).body)).toEqual(['alpha-pharaoh']);
  });

  it('finds games by provider name', async () => {
    expect(identities((await search('alpha games')).body)).toHaveLength(6);
  });

  it('finds games by theme', async () => {
    expect(identities((await search('space')).body)).toEqual(['beta-apollo']);
  });

  it('matches every word in any order', async () => {
    expect(identities((await search('rising beta')).body)).toEqual(['beta-apollo']);
  });

  it('puts names starting with the query first', async () => {
    expect(identities((await search('s')).body).slice(0, 2)).toEqual(['alpha-sun-temple', 'alpha-sphinx']);
  });

  it('takes wildcard characters literally', async () => {
    expect(identities((await search('%')).body)).toEqual(['alpha-sphinx']);
    expect(identities((await search('_')).body)).toEqual([]);
  });

  it('answers paged results', async () => {
    const { body } = await get('/api/game/games/search?query=alpha&perPage=4&page=2');
    expect(body.meta).toEqual({ page: 2, perPage: 4, totalPages: 2, totalRows: 6 });
    expect(body.data).toHaveLength(2);
  });

  it('leaves out games restricted in the visitor country', async () => {
    expect((await search('pharaoh', { 'cf-ipcountry': 'US' })).body.data).toEqual([]);
  });

  it('refuses an empty or too long query', async () => {
    expect((await search('  ')).status).toBe(422);
    expect((await search('x'.repeat(101))).status).toBe(422);
  });
});

describe('recent searches', () => {
  let carol: TestPlayer;
  const recent = async (player: TestPlayer) =>
    (await get('/api/game/search/recent', bearer(player.accessToken))).body.data.map((s: { query: string }) => s.query);
  const searchAs = (player: TestPlayer, query: string) =>
    get(`/api/game/games/search?query=${encodeURIComponent(query)}`, bearer(player.accessToken));

  beforeAll(async () => {
    carol = await registerTestPlayer(t.app);
  });

  it('keeps a player search, the newest first, with its time', async () => {
    await searchAs(carol, 'Roulette');
    await searchAs(carol, 'apollo');
    const { body } = await get('/api/game/search/recent', bearer(carol.accessToken));
    expect(body.data.map((s: { query: string }) => s.query)).toEqual(['apollo', 'roulette']);
    expect(Date.parse(body.data[0].searchedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('moves a repeated search to the top without duplicating it', async () => {
    await searchAs(carol, 'ROULETTE');
    expect(await recent(carol)).toEqual(['roulette', 'apollo']);
  });

  it('keeps one entry while a query is typed on', async () => {
    await searchAs(carol, 'ph');
    await searchAs(carol, 'phar');
    await searchAs(carol, 'pharaoh');
    expect(await recent(carol)).toEqual(['pharaoh', 'roulette', 'apollo']);
  });

  it('keeps no query shorter than two characters, nor later pages', async () => {
    await searchAs(carol, 'z');
    await get('/api/game/games/search?query=zebra&page=2', bearer(carol.accessToken));
    expect(await recent(carol)).toEqual(['pharaoh', 'roulette', 'apollo']);
  });

  it('keeps the 10 newest', async () => {
    for (let i = 0; i < 12; i += 1) await searchAs(carol, `query ${String.fromCharCode(97 + i)}${i}`);
    const kept = await recent(carol);
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('query l11');
    expect(kept[9]).toBe('query c2');
  });

  it("never shows a player another player's searches", async () => {
    expect(await recent(bob)).toEqual([]);
  });

  it('keeps nothing for a guest', async () => {
    const before = await t.app.db.selectFrom('game_searches').select('query').execute();
    await get('/api/game/games/search?query=apollo');
    expect(await t.app.db.selectFrom('game_searches').select('query').execute()).toHaveLength(before.length);
  });

  it('forgets every search of the player only', async () => {
    await searchAs(bob, 'zebra');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/game/search/recent',
      headers: bearer(carol.accessToken),
    });
    expect(res.statusCode).toBe(204);
    expect(await recent(carol)).toEqual([]);
    expect(await recent(bob)).toEqual(['zebra']);
  });

  it('needs a signed-in player', async () => {
    expect((await get('/api/game/search/recent')).status).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/game/search/recent' })).statusCode).toBe(401);
  });
});

describe('API documentation', () => {
  it('documents every catalogue call', async () => {
    const paths = Object.keys((await get('/api/docs/json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/game/collections',
        '/api/game/providers',
        '/api/game/providers/{id}',
        '/api/game/games',
        '/api/game/games/{id}',
        '/api/game/games/features',
        '/api/game/games/favorites',
        '/api/game/games/{id}/favorite',
        '/api/game/games/played',
        '/api/game/games/search',
        '/api/game/search/recent',
      ]),
    );
  });
});

describe('with games switched off', () => {
  let off: TestApp;
  let player: TestPlayer;

  beforeAll(async () => {
    off = await createTestApp({ GAMES_DISABLED: 'true' });
    player = await registerTestPlayer(off.app);
  });
  afterAll(async () => {
    await off.close();
  });

  it.each([
    ['GET', '/api/game/collections'],
    ['GET', '/api/game/providers'],
    ['GET', '/api/game/providers/alpha'],
    ['GET', '/api/game/games'],
    ['GET', '/api/game/games/alpha-pharaoh'],
    ['GET', '/api/game/games/features'],
    ['GET', '/api/game/games/favorites'],
    ['POST', '/api/game/games/alpha-pharaoh/favorite'],
    ['DELETE', '/api/game/games/alpha-pharaoh/favorite'],
    ['GET', '/api/game/games/played'],
    ['GET', '/api/game/games/search?query=x'],
    ['GET', '/api/game/search/recent'],
    ['DELETE', '/api/game/search/recent'],
  ] as const)('%s %s answers 404 GAMES_DISABLED', async (method, url) => {
    const res = await off.app.inject({ method, url, headers: bearer(player.accessToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.key).toBe('GAMES_DISABLED');
  });
});
