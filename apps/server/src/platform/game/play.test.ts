import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { addTestProvider, providerGame, type TestProvider } from './catalogue/test-provider.js';
import { syncCatalogue } from './catalogue/sync.js';
import { sessionByToken, sessionTokenHash } from './sessions.js';
import { fundPlayer, ProviderWallet } from './wallet/test-helpers.js';

let t: TestApp;
let provider: TestProvider;
let ann: TestPlayer;

beforeAll(async () => {
  t = await createTestApp();
  provider = await addTestProvider(t.app, 'play-studio', {
    games: [
      providerGame('reels'),
      providerGame('no-demo', { hasDemo: false }),
      providerGame('fenced', { restrictedCountries: ['FR'] }),
      providerGame('switched-off'),
    ],
  });
  await syncCatalogue(t.app, 'play-studio');
  await t.app.db
    .updateTable('games')
    .set({ is_enabled: false })
    .where('identity', '=', 'play-studio-switched-off')
    .execute();
  ann = await registerTestPlayer(t.app);
});
afterAll(() => t.close());

async function play(game: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/game/games/${game}/play`, payload: body, headers });
  return { status: res.statusCode, body: res.json() };
}

const lastLaunch = () => provider.state.launches.at(-1)!;

describe('POST /api/game/games/{id}/play', () => {
  it('launches real play in the active account currency with a session bound to player, game and currency', async () => {
    const { status, body } = await play('play-studio-reels', { platform: 1 }, bearer(ann.accessToken));
    expect(status).toBe(200);
    expect(body).toEqual({ url: 'https://games.example.com/play/reels?demo=false', demo: false, currency: 'EUR' });
    const launch = lastLaunch();
    expect(launch).toMatchObject({ demo: false, gameId: 'reels', playerId: ann.id, currency: 'EUR', platform: 1 });
    if (launch.demo) throw new Error('expected a real launch');
    expect(launch.subunitToUnit).toBe(100);
    expect(launch.lobbyUrl).toMatch(/^http:\/\/localhost:\d+\/games$/);
    const session = await sessionByToken(t.app.db, launch.sessionToken);
    expect(session).toMatchObject({ playerId: ann.id, gameIdentity: 'play-studio-reels', currency: 'EUR' });
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
  });

  it('keeps only the SHA-256 of the session token', async () => {
    await play('play-studio-reels', {}, bearer(ann.accessToken));
    const launch = lastLaunch();
    if (launch.demo) throw new Error('expected a real launch');
    const rows = await t.app.db
      .selectFrom('game_sessions')
      .select('token_hash')
      .where('player_id', '=', ann.id)
      .execute();
    expect(rows.map((r) => r.token_hash)).toContain(sessionTokenHash(launch.sessionToken));
    expect(JSON.stringify(rows)).not.toContain(launch.sessionToken);
  });

  it('gives the provider a token its wallet calls can bet with', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.app.db, player.id, 1_000n);
    await play('play-studio-reels', {}, bearer(player.accessToken));
    const launch = lastLaunch();
    if (launch.demo) throw new Error('expected a real launch');
    const answer = await new ProviderWallet(t.app, 'play-studio').call('bet', {
      sessionToken: launch.sessionToken,
      gameId: 'reels',
      currency: launch.currency,
      transactionId: 'play-bet-1',
      roundId: 'play-round-1',
      amount: '100',
      roundClosed: false,
    });
    expect(answer).toMatchObject({ status: 'OK', balance: '900' });
  });

  it('records the launch in the recently played list', async () => {
    const player = await registerTestPlayer(t.app);
    await play('play-studio-reels', { demo: true }, bearer(player.accessToken));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/game/games/played',
      headers: bearer(player.accessToken),
    });
    expect(res.json().data.map((g: { identity: string }) => g.identity)).toEqual(['play-studio-reels']);
  });

  it('launches demo play for a guest without a session', async () => {
    const sessions = await t.app.db.selectFrom('game_sessions').select('id').execute();
    const { status, body } = await play('play-studio-reels', { demo: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ demo: true, currency: 'USD' });
    expect(lastLaunch()).toMatchObject({ demo: true, gameId: 'reels' });
    expect(lastLaunch()).not.toHaveProperty('sessionToken');
    expect(await t.app.db.selectFrom('game_sessions').select('id').execute()).toHaveLength(sessions.length);
  });

  it('refuses real play to a guest with UNAUTHORIZED', async () => {
    const { status, body } = await play('play-studio-reels', {});
    expect(status).toBe(401);
    expect(body.error.key).toBe('UNAUTHORIZED');
  });

  it('refuses demo play of a game without a demo with DEMO_UNAVAILABLE', async () => {
    const { status, body } = await play('play-studio-no-demo', { demo: true });
    expect(status).toBe(422);
    expect(body.error.key).toBe('DEMO_UNAVAILABLE');
  });

  it("refuses a game restricted in the visitor's country with GAME_GEO_RESTRICTED", async () => {
    const { status, body } = await play('play-studio-fenced', { demo: true }, { 'cf-ipcountry': 'FR' });
    expect(status).toBe(403);
    expect(body.error.key).toBe('GAME_GEO_RESTRICTED');
    expect((await play('play-studio-fenced', { demo: true }, { 'cf-ipcountry': 'DE' })).status).toBe(200);
  });

  it('refuses an unknown or disabled game with GAME_NOT_FOUND', async () => {
    expect((await play('play-studio-nothing', { demo: true })).body.error.key).toBe('GAME_NOT_FOUND');
    const { status, body } = await play('play-studio-switched-off', { demo: true });
    expect(status).toBe(404);
    expect(body.error.key).toBe('GAME_NOT_FOUND');
  });

  it('refuses a lobby address on a host that is not allowed', async () => {
    const { status, body } = await play('play-studio-reels', { demo: true, lobbyUrl: 'https://evil.example.com/' });
    expect(status).toBe(422);
    expect(body.error.fields.lobbyUrl).toBeDefined();
  });

  it('answers GAME_LAUNCH_FAILED and closes the session when the provider fails', async () => {
    const player = await registerTestPlayer(t.app);
    const broken = await addTestProvider(t.app, 'broken-studio', { games: [providerGame('reels')] });
    await syncCatalogue(t.app, 'broken-studio');
    await broken.server.close();
    t.app.gameProviders.add({
      ...broken.config,
      transport: async () => ({ status: 500, body: '' }),
    });
    const { status, body } = await play('broken-studio-reels', {}, bearer(player.accessToken));
    expect(status).toBe(503);
    expect(body.error.key).toBe('GAME_LAUNCH_FAILED');
    const open = await t.app.db
      .selectFrom('game_sessions')
      .select('id')
      .where('player_id', '=', player.id)
      .where('closed_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it("closes the player's sessions in another currency when the active account changes", async () => {
    const player = await registerTestPlayer(t.app);
    await play('play-studio-reels', {}, bearer(player.accessToken));
    const first = lastLaunch();
    if (first.demo) throw new Error('expected a real launch');
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/accounts',
      headers: bearer(player.accessToken),
      payload: { currency: 'USD' },
    });
    expect(opened.statusCode).toBeLessThan(300);
    await t.app.inject({
      method: 'PUT',
      url: `/api/wallet/accounts/${opened.json().id}/switch-account`,
      headers: bearer(player.accessToken),
    });
    expect((await sessionByToken(t.app.db, first.sessionToken))?.closedAt).toBeInstanceOf(Date);

    const { body } = await play('play-studio-reels', {}, bearer(player.accessToken));
    expect(body.currency).toBe('USD');
  });
});

describe('POST /api/game/games/{id}/play with games switched off', () => {
  it('answers GAMES_DISABLED', async () => {
    const off = await createTestApp({ GAMES_DISABLED: 'true' });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/game/games/any-game/play',
        payload: { demo: true },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.key).toBe('GAMES_DISABLED');
    } finally {
      await off.close();
    }
  });
});
