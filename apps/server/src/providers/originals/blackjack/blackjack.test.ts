import { publicBlackjack } from '@casino/shared/originals/blackjack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../platform/ledger/test-helpers.js';
import { playerBalance } from '../../../platform/game/wallet/test-helpers.js';
import type { TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/players.js';
import { fundedPlayer, gameApi, launchGame, originalsApp } from '../test-helpers.js';

type View = ReturnType<typeof publicBlackjack>;
type Step = { hand: { id: string; stake: string; view: View }; balance: string | null; error?: { code: string } };

let t: TestApp;
beforeAll(async () => {
  t = await originalsApp();
});
afterAll(() => t.close());

const deal = (launch: string, stake = '100') => gameApi<Step>(t.app, '/blackjack/deal', { launch, stake });
const act = (launch: string, action: string) => gameApi<Step>(t.app, '/blackjack/act', { launch, action });

/**
 * Deals until a hand stays open (a blackjack on either side settles at once), with the
 * player's balance just before that hand was dealt: the hands settled at once moved money too.
 */
async function openHand(launch: string, playerId: string): Promise<{ step: Step; before: bigint }> {
  for (;;) {
    const before = await playerBalance(t.database.db, playerId);
    const step = await deal(launch);
    expect(step.status).toBe(200);
    if (step.body.hand.view.phase !== 'finished') return { step: step.body, before };
  }
}

describe('Blackjack', () => {
  it('deals, hides the hole card, resumes after a reload and settles through the wallet', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const launch = await launchGame(t.app, player, 'blackjack');
    const { step: open } = await openHand(launch, player.id);
    expect(open.hand.view.dealer[1]).toBeNull();
    const resumed = await gameApi<{ hand: Step['hand'] | null }>(t.app, '/blackjack/init', { launch });
    expect(resumed.body.hand).toMatchObject({ id: open.hand.id });
    let step = open;
    if (step.hand.view.phase === 'insurance') step = (await act(launch, 'no-insurance')).body;
    while (step.hand.view.phase !== 'finished') step = (await act(launch, 'stand')).body;
    expect(step.hand.view.dealer.every((card) => card !== null)).toBe(true);
    const staked = await t.database.db
      .selectFrom('originals_bets')
      .select(['status', 'payout'])
      .where('id', '=', step.hand.id)
      .executeTakeFirstOrThrow();
    expect(staked).toMatchObject({ status: 'closed', payout: BigInt(step.hand.view.win) });
    const history = await t.app.inject({ method: 'GET', url: '/api/game/bets', headers: bearer(player.accessToken) });
    expect(JSON.stringify(history.json())).toContain('originals-blackjack');
    await expectLedgerBalanced(t.database.db);
  });

  it('bets a double as a second stake on the same round and pays it exactly', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const launch = await launchGame(t.app, player, 'blackjack');
    let before: bigint;
    let step: Step;
    for (;;) {
      ({ step, before } = await openHand(launch, player.id));
      if (step.hand.view.phase === 'insurance') step = (await act(launch, 'no-insurance')).body;
      if (step.hand.view.actions.includes('double')) break;
      while (step.hand.view.phase !== 'finished') step = (await act(launch, 'stand')).body;
    }
    const doubled = (await act(launch, 'double')).body;
    expect(doubled.hand.view.totalStake).toBe('200');
    expect(doubled.hand.view.hands[0]!.doubled).toBe(true);
    let last = doubled;
    while (last.hand.view.phase !== 'finished') last = (await act(launch, 'stand')).body;
    expect(await playerBalance(t.database.db, player.id)).toBe(before - 200n + BigInt(last.hand.view.win));
    await expectLedgerBalanced(t.database.db);
  });

  it('plays an abandoned hand out by the rules after the timeout and pays it', async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const launch = await launchGame(t.app, player, 'blackjack');
    const { before } = await openHand(launch, player.id);
    const afterDeal = await playerBalance(t.database.db, player.id);
    expect(await t.app.originals.settle({ abandonedMs: 0 })).toBeGreaterThanOrEqual(1);
    expect((await gameApi<{ hand: unknown }>(t.app, '/blackjack/init', { launch })).body.hand).toBeNull();
    const bet = await t.database.db
      .selectFrom('originals_bets')
      .select(['status', 'payout', 'stake'])
      .where('owner', '=', `player:${player.id}`)
      .where('game_id', '=', 'blackjack')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('closed');
    expect(await playerBalance(t.database.db, player.id)).toBe(afterDeal + bet.payout);
    expect(afterDeal).toBeLessThan(before);
    await expectLedgerBalanced(t.database.db);
  });

  it("refuses an action the hand does not allow, a second hand, bad input and another player's launch", async () => {
    const a = await fundedPlayer(t.app, 100_000n);
    const b = await fundedPlayer(t.app, 100_000n);
    const launchA = await launchGame(t.app, a, 'blackjack');
    const launchB = await launchGame(t.app, b, 'blackjack');
    expect((await act(launchA, 'stand')).body.error?.code).toBe('ROUND_NOT_FOUND');
    const { step: open } = await openHand(launchA, a.id);
    expect((await deal(launchA)).body.error?.code).toBe('ROUND_IN_PROGRESS');
    const illegal = open.hand.view.phase === 'insurance' ? 'hit' : 'insurance';
    expect((await act(launchA, illegal)).body.error?.code).toBe('ILLEGAL_ACTION');
    expect((await act(launchA, 'surrender')).status).toBe(400);
    expect((await deal(launchB, '1')).body.error?.code).toBe('INVALID_STAKE');
    expect((await act(launchB, 'stand')).body.error?.code).toBe('ROUND_NOT_FOUND');
    expect(await playerBalance(t.database.db, b.id)).toBe(100_000n);
  });
});
