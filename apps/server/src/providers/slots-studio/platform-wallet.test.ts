import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOVA_STUDIO } from '../../platform/game/catalogue/providers.js';
import { openGameSession } from '../../platform/game/sessions.js';
import { fundPlayer, playerBalance, seedTestGame } from '../../platform/game/wallet/test-helpers.js';
import { insertTestPlayer } from '../../platform/ledger/test-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { TITLES } from './engine/titles.js';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

describe('Nova Studio against the platform wallet', () => {
  it('a launched slot round moves the stake and the win through the real ledger', async () => {
    const { app, database } = test;
    const db = database.db;
    const title = TITLES.find((t) => t.kind === 'slot')!;
    const playerId = await insertTestPlayer(db);
    const currency = await fundPlayer(db, playerId, 100_000n);
    const game = await seedTestGame(db, { providerId: NOVA_STUDIO, gameId: title.id, name: title.name });
    const session = await openGameSession(db, { playerId, gameIdentity: game.identity, currency });
    const { url } = await app.gameProviders.launch(NOVA_STUDIO, {
      demo: false,
      gameId: title.id,
      sessionToken: session.token,
      playerId,
      currency,
      subunitToUnit: 100,
      locale: 'en',
      lobbyUrl: 'https://casino.example.com/games',
      platform: 2,
    });
    const launch = new URL(url, 'https://casino.example.com').searchParams.get('launch')!;

    const init = await app.inject({ method: 'POST', url: '/providers/nova-studio/game-api/init', payload: { launch } });
    expect(init.statusCode).toBe(200);
    expect(init.json()).toMatchObject({ demo: false, currency, balance: '100000' });
    const stake = init.json<{ minBet: string }>().minBet;

    const spin = await app.inject({
      method: 'POST',
      url: '/providers/nova-studio/game-api/spin',
      payload: { launch, stake },
    });
    expect(spin.statusCode).toBe(200);
    const { round, balance, pending } = spin.json<{ round: { win: string }; balance: string; pending: boolean }>();
    const expected = 100_000n - BigInt(stake) + BigInt(round.win);
    expect(pending).toBe(false);
    expect(BigInt(balance)).toBe(expected);
    expect(await playerBalance(db, playerId)).toBe(expected);
  });
});
