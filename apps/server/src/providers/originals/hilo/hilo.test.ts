import { actHilo, hiloMultiplier, hiloRank, startHilo, type HiloState } from '@casino/shared/originals/hilo';
import { seededFloats } from '@casino/shared/originals/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../platform/ledger/test-helpers.js';
import { playerBalance } from '../../../platform/game/wallet/test-helpers.js';
import type { TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/players.js';
import { fundedPlayer, gameApi, launchGame, originalsApp } from '../test-helpers.js';

type Outcome = HiloState & { multiplier: number; actions: string[] };
type Bet = {
  id: string;
  status: string;
  stake: string;
  payout: string;
  multiplier: number;
  nonce: number;
  clientSeed: string;
  serverSeed: string | null;
  outcome: Outcome;
};
type Settled = { bet: Bet; balance: string | null; error?: { code: string } };

let t: TestApp;
beforeAll(async () => {
  t = await originalsApp();
});
afterAll(() => t.close());

const start = (launch: string, stake = '100') => gameApi<Settled>(t.app, '/round/start', { launch, stake, params: {} });
const act = (launch: string, action: string) => gameApi<Settled>(t.app, '/round/act', { launch, action: { action } });
/** The call most likely to win on the card in play. */
const likelyCall = (outcome: Outcome) => {
  const rank = hiloRank(outcome.cards.at(-1)!.card);
  return outcome.actions.includes('lower') && (rank > 7 || !outcome.actions.includes('higher')) ? 'lower' : 'higher';
};

describe('HiLo', () => {
  it('plays card by card through the wallet, resumes after a reload and pays the cash-out', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const launch = await launchGame(t.app, player, 'hilo');
    const started = await start(launch);
    expect(started.status).toBe(200);
    expect(started.body.bet.status).toBe('open');
    expect(started.body.bet.outcome.cards).toHaveLength(1);
    const skipped = await act(launch, 'skip');
    expect(skipped.body.bet.outcome.cards).toHaveLength(2);
    const resumed = await gameApi<{ round: Bet | null }>(t.app, '/init', { launch });
    expect(resumed.body.round).toMatchObject({ id: started.body.bet.id, status: 'open' });
    expect(resumed.body.round!.outcome.cards).toEqual(skipped.body.bet.outcome.cards);
    let bet = (await act(launch, likelyCall(skipped.body.bet.outcome))).body.bet;
    if (bet.status === 'open') bet = (await act(launch, 'cashout')).body.bet;
    expect(bet.status).toBe('closed');
    expect(await playerBalance(t.database.db, player.id)).toBe(10_000n - 100n + BigInt(bet.payout));
    const history = await t.app.inject({ method: 'GET', url: '/api/game/bets', headers: bearer(player.accessToken) });
    expect(JSON.stringify(history.json())).toContain('originals-hilo');
    await expectLedgerBalanced(t.database.db);
  });

  it('deals the cards the revealed seeds give: the server and the shared mapping agree', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const launch = await launchGame(t.app, player, 'hilo');
    await start(launch);
    await act(launch, 'skip');
    const open = (await act(launch, 'skip')).body.bet;
    let bet = (await act(launch, likelyCall(open.outcome))).body.bet;
    if (bet.status === 'open') bet = (await act(launch, 'cashout')).body.bet;
    const rotated = await gameApi<{ previous: { serverSeed: string } }>(t.app, '/fairness/rotate', { launch });
    expect(rotated.status).toBe(200);
    const floats = seededFloats({
      serverSeed: rotated.body.previous.serverSeed,
      clientSeed: bet.clientSeed,
      nonce: bet.nonce,
    });
    let replay = actHilo(actHilo(startHilo(floats), 'skip', floats), 'skip', floats);
    replay = actHilo(replay, bet.outcome.cards[3]!.via as 'higher' | 'lower', floats);
    expect(replay.cards).toEqual(bet.outcome.cards);
    expect(hiloMultiplier(replay.status === 'playing' ? actHilo(replay, 'cashout', floats) : replay)).toBe(
      bet.multiplier,
    );
  });

  it('settles an abandoned round by the rules after the timeout: the multiplier reached, the stake back before any call', async () => {
    const player = await fundedPlayer(t.app, 10_000n);
    const launch = await launchGame(t.app, player, 'hilo');
    expect((await start(launch, '300')).status).toBe(200);
    expect(await t.app.originals.settle({ abandonedMs: 0 })).toBeGreaterThanOrEqual(1);
    const after = await gameApi<{ round: Bet | null }>(t.app, '/init', { launch });
    expect(after.body.round).toBeNull();
    expect(await playerBalance(t.database.db, player.id)).toBe(10_000n);
    await expectLedgerBalanced(t.database.db);
  });

  it("refuses a call the card does not allow, a second round, and another player's launch", async () => {
    const a = await fundedPlayer(t.app, 10_000n);
    const b = await fundedPlayer(t.app, 10_000n);
    const launchA = await launchGame(t.app, a, 'hilo');
    const launchB = await launchGame(t.app, b, 'hilo');
    expect((await start(launchA)).status).toBe(200);
    expect((await start(launchA)).body.error?.code).toBe('ROUND_IN_PROGRESS');
    expect((await act(launchA, 'cashout')).body.error?.code).toBe('ILLEGAL_ACTION');
    expect((await act(launchA, 'sideways')).status).toBe(422);
    expect((await act(launchB, 'skip')).body.error?.code).toBe('ROUND_NOT_FOUND');
    expect(await playerBalance(t.database.db, b.id)).toBe(10_000n);
  });
});
