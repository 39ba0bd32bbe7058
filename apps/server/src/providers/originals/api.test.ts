import { dice } from '@casino/shared/originals/dice';
import { outcomeFloats, serverSeedHash } from '@casino/shared/provably-fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../platform/ledger/test-helpers.js';
import { playerBalance } from '../../platform/game/wallet/test-helpers.js';
import type { TestApp } from '../../test/app.js';
import { bearer } from '../../test/players.js';
import { fundedPlayer, gameApi, launchGame, originalsApp } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await originalsApp();
});
afterAll(() => t.close());

type Bet = {
  id: string;
  nonce: number;
  stake: string;
  payout: string;
  multiplier: number;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  params: { target: number; direction: 'over' | 'under' };
  outcome: { roll: number; won: boolean };
  gameId: string;
};
type Settled = { bet: Bet; balance: string | null };
const DICE = { target: 5050, direction: 'over' };

describe('originals API', () => {
  it('lists the originals in the catalogue under the Originals provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/game/games?provider=originals' });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).toContain('originals-dice');
  });

  it('plays a dice bet for real money through the wallet and settles it by the seeds', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const launch = await launchGame(t.app, player, 'dice');
    const init = await gameApi<{ balance: string; fairness: { serverSeedHash: string; nonce: number } }>(
      t.app,
      '/init',
      { launch },
    );
    expect(init.status).toBe(200);
    expect(init.body.balance).toBe('10000');
    const { status, body } = await gameApi<Settled>(t.app, '/bet', { launch, stake: '100', params: DICE });
    expect(status).toBe(200);
    expect(body.bet).toMatchObject({
      nonce: init.body.fairness.nonce,
      serverSeed: null,
      serverSeedHash: init.body.fairness.serverSeedHash,
    });
    expect(BigInt(body.balance!)).toBe(10_000n - 100n + BigInt(body.bet.payout));
    expect(await playerBalance(t.database.db, player.id)).toBe(BigInt(body.balance!));
    const history = await t.app.inject({ method: 'GET', url: '/api/game/bets', headers: bearer(player.accessToken) });
    expect(JSON.stringify(history.json())).toContain('originals-dice');
    const feed = await t.app.inject({ method: 'GET', url: '/api/game/latest-bets' });
    expect(JSON.stringify(feed.json())).toContain('originals-dice');
    await expectLedgerBalanced(t.database.db);
  });

  it('reveals the old server seed on rotation and every bet made with it verifies', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const launch = await launchGame(t.app, player, 'dice');
    const bets: Bet[] = [];
    for (let i = 0; i < 5; i++)
      bets.push((await gameApi<Settled>(t.app, '/bet', { launch, stake: '100', params: DICE })).body.bet);
    expect(bets.map((b) => b.nonce)).toEqual([0, 1, 2, 3, 4]);
    const rotated = await gameApi<{
      previous: { serverSeed: string; serverSeedHash: string; nonce: number };
      current: { nonce: number; clientSeed: string };
    }>(t.app, '/fairness/rotate', { launch, clientSeed: 'my-own-seed' });
    expect(rotated.status).toBe(200);
    expect(serverSeedHash(rotated.body.previous.serverSeed)).toBe(bets[0]!.serverSeedHash);
    expect(rotated.body.current).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed' });
    const log = await gameApi<{ bets: Bet[] }>(t.app, '/fairness/bets', { launch });
    expect(log.body.bets).toHaveLength(5);
    for (const bet of log.body.bets) {
      expect(bet.serverSeed).toBe(rotated.body.previous.serverSeed);
      const seeds = { serverSeed: bet.serverSeed!, clientSeed: bet.clientSeed, nonce: bet.nonce };
      const outcome = dice.outcome(outcomeFloats(seeds, dice.floats(bet.params)), bet.params);
      expect(outcome).toEqual(bet.outcome);
      expect(dice.multiplier(outcome, bet.params)).toBe(bet.multiplier);
    }
    const next = await gameApi<Settled>(t.app, '/bet', { launch, stake: '100', params: DICE });
    expect(next.body.bet).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed' });
  });

  it('keeps one player out of another player’s seeds and bets', async () => {
    const ann = await fundedPlayer(t.app, 10_000n);
    const bob = await fundedPlayer(t.app, 10_000n);
    const annLaunch = await launchGame(t.app, ann, 'dice');
    const bobLaunch = await launchGame(t.app, bob, 'dice');
    await gameApi(t.app, '/bet', { launch: annLaunch, stake: '100', params: DICE });
    const bobLog = await gameApi<{ bets: Bet[] }>(t.app, '/fairness/bets', { launch: bobLaunch });
    expect(bobLog.body.bets).toEqual([]);
    const annFair = await gameApi<{ current: { serverSeedHash: string } }>(t.app, '/fairness', { launch: annLaunch });
    const bobFair = await gameApi<{ current: { serverSeedHash: string } }>(t.app, '/fairness', { launch: bobLaunch });
    expect(bobFair.body.current.serverSeedHash).not.toBe(annFair.body.current.serverSeedHash);
    const forged = await gameApi(t.app, '/bet', { launch: 'x'.repeat(43), stake: '100', params: DICE });
    expect(forged.status).toBe(404);
  });

  it('refuses bad input with a 4xx and moves no money', async () => {
    const player = await fundedPlayer(t.app, 1_000n);
    const launch = await launchGame(t.app, player, 'dice');
    const cases: [Record<string, unknown>, number][] = [
      [{ launch, stake: '100', params: { target: 9990, direction: 'over' } }, 422],
      [{ launch, stake: '100', params: { target: 'high' } }, 422],
      [{ launch, stake: '-5', params: DICE }, 400],
      [{ launch, stake: '1', params: DICE }, 422],
      [{ launch, stake: '99999999', params: DICE }, 422],
    ];
    for (const [body, status] of cases) expect((await gameApi(t.app, '/bet', body)).status).toBe(status);
    expect(await playerBalance(t.database.db, player.id)).toBe(1_000n);
    const rotate = await gameApi(t.app, '/fairness/rotate', { launch, clientSeed: 'has:colon' });
    expect(rotate.status).toBe(422);
  });

  it('refuses a bet the balance cannot cover and uses no money', async () => {
    const player = await fundedPlayer(t.app, 50n);
    const launch = await launchGame(t.app, player, 'dice');
    const refused = await gameApi<{ error: { code: string; wallet: { status: string } } }>(t.app, '/bet', {
      launch,
      stake: '100',
      params: DICE,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error.wallet.status).toBe('NOT_ENOUGH_MONEY');
    expect(await playerBalance(t.database.db, player.id)).toBe(50n);
  });
});
