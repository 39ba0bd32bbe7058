import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { NOVA_STUDIO } from './providers.js';
import { syncCatalogue } from './sync.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the in-house studio through the catalogue', () => {
  it('syncs every Nova Studio title', async () => {
    const [report] = await syncCatalogue(t.app, NOVA_STUDIO);
    expect(report).toMatchObject({ provider: NOVA_STUDIO, status: 'synced', withdrawn: 0 });
    expect(report!.offered).toBeGreaterThanOrEqual(27);
    const kinds = await t.app.db
      .selectFrom('games')
      .select(['kind', (eb) => eb.fn.countAll<bigint>().as('games')])
      .where('provider_identity', '=', NOVA_STUDIO)
      .groupBy('kind')
      .execute();
    expect(Object.fromEntries(kinds.map((k) => [k.kind, Number(k.games)]))).toMatchObject({
      slot: expect.any(Number),
      table: expect.any(Number),
    });
    expect(Number(kinds.find((k) => k.kind === 'slot')!.games)).toBeGreaterThanOrEqual(24);
    expect(Number(kinds.find((k) => k.kind === 'table')!.games)).toBeGreaterThanOrEqual(3);
  });

  it('lists the studio in the lobby with its collections', async () => {
    const providers = (await t.app.inject({ method: 'GET', url: '/api/game/providers' })).json();
    expect(providers.data).toEqual([
      { identity: NOVA_STUDIO, name: 'Nova Studio', gameEnabledCount: expect.any(Number) },
    ]);
    const collections = (await t.app.inject({ method: 'GET', url: '/api/game/collections' })).json();
    expect(collections.data.map((c: { identity: string }) => c.identity)).toEqual(
      expect.arrayContaining(['popular', 'new', 'slots', 'table']),
    );
  });

  it("serves each tile from the studio's art path on this site", async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/game/games?perPage=100' })).json();
    for (const tile of page.data as { identity: string; tileImage: string; bannerImage: string }[]) {
      const gameId = tile.identity.slice(`${NOVA_STUDIO}-`.length);
      expect(tile.tileImage).toMatch(new RegExp(`^/providers/nova-studio/art/${gameId}/tile\\.svg`));
      expect(tile.bannerImage).toMatch(new RegExp(`^/providers/nova-studio/art/${gameId}/banner\\.svg`));
    }
    const art = await t.app.inject({ method: 'GET', url: page.data[0].tileImage });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/svg/);
  });

  it('launches a demo through the adapter', async () => {
    const [game] = (await t.app.inject({ method: 'GET', url: '/api/game/games?kind=slot&perPage=1' })).json().data;
    const { url } = await t.app.gameProviders.launch(NOVA_STUDIO, {
      demo: true,
      gameId: game.identity.slice(`${NOVA_STUDIO}-`.length),
      currency: 'EUR',
      subunitToUnit: 100,
      locale: 'en',
      lobbyUrl: 'http://localhost:3000/games',
      platform: 2,
    });
    expect(url).toMatch(new RegExp(`^/providers/nova-studio/play/${game.identity.slice(`${NOVA_STUDIO}-`.length)}\\?`));
  });

  it('is refused by the studio with a wrong api secret, and the list stays', async () => {
    const studio = t.app.gameProviders.get(NOVA_STUDIO)!;
    t.app.gameProviders.add({ ...studio, secrets: { ...studio.secrets, api: 'a secret the studio never shared' } });
    try {
      const [report] = await syncCatalogue(t.app, NOVA_STUDIO);
      expect(report!.status).toBe('failed');
      const offered = await t.app.db
        .selectFrom('games')
        .select('identity')
        .where('provider_identity', '=', NOVA_STUDIO)
        .where('is_offered', '=', true)
        .execute();
      expect(offered.length).toBeGreaterThanOrEqual(27);
    } finally {
      t.app.gameProviders.add(studio);
    }
  });
});
