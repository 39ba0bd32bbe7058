import { mineTiles, minesMultiplier, type MinesView } from '@casino/shared/originals/mines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBalance } from '../../platform/game/wallet/test-helpers.js';
import { expectLedgerBalanced } from '../../platform/ledger/test-helpers.js';
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
  status: string;
  nonce: number;
  stake: string;
  payout: string;
  multiplier: number;
  clientSeed: string;
  serverSeed: string | null;
  outcome: MinesView;
};
type Settled = { bet: Bet; balance: string | null };

/** The mine tiles of a round, read back from the revealed seeds after a rotation. */
async function layoutOf(launch: string, bet: Bet, mines: number): Promise<number[]> {
  await gameApi(t.app, '/fairness/rotate', { launch });
  const log = await gameApi<{ bets: Bet[] }>(t.app, '/fairness/bets', { launch });
  const revealed = log.body.bets.find((b) => b.id === bet.id)!;
  return mineTiles({ serverSeed: revealed.serverSeed!, clientSeed: revealed.clientSeed, nonce: revealed.nonce }, mines);
}

describe('mines rounds', () => {
  it('keeps the round server-side: a reload resumes it without showing the mines, a cash-out pays', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const launch = await launchGame(t.app, player, 'mines');
    const start = await gameApi<Settled>(t.app, '/round/start', { launch, stake: '1000', params: { mines: 1 } });
    expect(start.status).toBe(200);
    expect(start.body.bet.status).toBe('open');
    expect(start.body.bet.outcome.mineTiles).toBeNull();
    expect(await playerBalance(t.database.db, player.id)).toBe(9_000n);

    const again = await gameApi(t.app, '/round/start', { launch, stake: '1000', params: { mines: 1 } });
    expect(again.status).toBe(409);
    const early = await gameApi(t.app, '/round/act', { launch, action: { type: 'cashout' } });
    expect(early.status).toBe(422);

    // A new session (a reload) resumes the same round.
    const reload = await launchGame(t.app, player, 'mines');
    const init = await gameApi<{ round: Bet | null }>(t.app, '/init', { launch: reload });
    expect(init.body.round).toMatchObject({ id: start.body.bet.id, status: 'open' });
    expect(JSON.stringify(init.body.round)).not.toContain('mineTiles":[');

    // One mine in 25 tiles: the first tile is safe 24 times in 25, else the round is lost.
    const { bet } = (
      await gameApi<Settled>(t.app, '/round/act', { launch: reload, action: { type: 'reveal', tile: 0 } })
    ).body;
    if (bet.status === 'open') {
      const cashed = await gameApi<Settled>(t.app, '/round/act', { launch: reload, action: { type: 'cashout' } });
      expect(cashed.body.bet).toMatchObject({ status: 'closed', multiplier: minesMultiplier(1, 1) });
      expect(cashed.body.bet.outcome.mineTiles).toHaveLength(1);
      expect(await playerBalance(t.database.db, player.id)).toBe(9_000n + BigInt(cashed.body.bet.payout));
    } else {
      expect(bet).toMatchObject({ status: 'closed', payout: '0' });
    }
    await expectLedgerBalanced(t.database.db);
  });

  it('ends the round with nothing on a mine, the layout matching the revealed seeds', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const launch = await launchGame(t.app, player, 'mines');
    const start = await gameApi<Settled>(t.app, '/round/start', { launch, stake: '500', params: { mines: 24 } });
    const step = await gameApi<Settled>(t.app, '/round/act', { launch, action: { type: 'reveal', tile: 12 } });
    const { bet } = step.body;
    const layout = await layoutOf(launch, start.body.bet, 24);
    if (layout.includes(12)) {
      expect(bet).toMatchObject({ status: 'closed', payout: '0', multiplier: 0 });
      expect(bet.outcome.hit).toBe(12);
    } else {
      expect(bet).toMatchObject({ status: 'closed', multiplier: minesMultiplier(24, 1) });
    }
    expect([...bet.outcome.mineTiles!].sort()).toEqual([...layout].sort());
  });

  it('settles a round left open past the timeout by the rules, through the settle job', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const launch = await launchGame(t.app, player, 'mines');
    const start = await gameApi<Settled>(t.app, '/round/start', { launch, stake: '1000', params: { mines: 1 } });
    expect(start.body.bet.status).toBe('open');
    expect(await t.app.originals.settle({ abandonedMs: 60_000 })).toBe(0);
    await t.app.originals.settle({ abandonedMs: 0 });
    const init = await gameApi<{ round: Bet | null }>(t.app, '/init', { launch });
    expect(init.body.round).toBeNull();
    // Nothing revealed: the rules void the round and the stake comes back.
    expect(await playerBalance(t.database.db, player.id)).toBe(10_000n);
    const history = await t.app.inject({ method: 'GET', url: '/api/game/bets', headers: bearer(player.accessToken) });
    expect(JSON.stringify(history.json())).toContain('originals-mines');
    await expectLedgerBalanced(t.database.db);
  });

  it('refuses actions on another player’s round: each launch reaches only its own player', async () => {
    const ann = await fundedPlayer(t.app, 10_000n);
    const bob = await fundedPlayer(t.app, 10_000n);
    const annLaunch = await launchGame(t.app, ann, 'mines');
    const bobLaunch = await launchGame(t.app, bob, 'mines');
    await gameApi(t.app, '/round/start', { launch: annLaunch, stake: '1000', params: { mines: 3 } });
    const stolen = await gameApi(t.app, '/round/act', { launch: bobLaunch, action: { type: 'cashout' } });
    expect(stolen.status).toBe(404);
    const bad = await gameApi(t.app, '/round/act', { launch: annLaunch, action: { type: 'reveal', tile: 25 } });
    expect(bad.status).toBe(422);
    const wrongGame = await gameApi(t.app, '/bet', { launch: annLaunch, stake: '100', params: { mines: 3 } });
    expect(wrongGame.status).toBe(422);
    expect(await playerBalance(t.database.db, bob.id)).toBe(10_000n);
  });
});
