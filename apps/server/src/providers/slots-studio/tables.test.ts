import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../../test/app.js';
import { TITLES } from './engine/titles.js';
import type { NovaStudioTables } from './tables.js';
import { signedInject, startStudio, type StudioUnderTest } from './test-wallet.js';

let platform: TestApp;
let under: StudioUnderTest;

const byKind = (kind: string) => TITLES.find((title) => title.kind === kind)!;

beforeAll(async () => {
  platform = await createTestApp();
  under = await startStudio(platform.database.db as unknown as Kysely<NovaStudioTables>);
});

afterAll(async () => {
  await under?.close();
  await platform?.close();
});

beforeEach(() => {
  under.wallet.calls.length = 0;
  under.wallet.faults = {};
});

let tokens = 0;
async function realLaunch(gameId: string, balance = 10_000_000n, playerId = `table-player-${++tokens}`) {
  const sessionToken = `table-session-${++tokens}-0123456789`;
  under.wallet.balances.set(sessionToken, balance);
  const response = await signedInject(under.studio, 'POST', '/api/launch', {
    demo: false,
    gameId,
    sessionToken,
    playerId,
    currency: 'EUR',
    subunitToUnit: 100,
    locale: 'en',
    lobbyUrl: 'https://casino.example.com/games',
    platform: 2,
  });
  const launch = new URL(response.json<{ url: string }>().url, 'https://casino.example.com').searchParams.get(
    'launch',
  )!;
  return { launch, sessionToken };
}

const post = (path: string, body: Record<string, unknown>) =>
  under.studio.inject({ method: 'POST', url: `/providers/nova-studio/game-api${path}`, payload: body });

type Hand = {
  roundId: string;
  finished: boolean;
  totalStake: string;
  win: string;
  blackjack?: { dealer: string[]; actions: string[] };
  poker?: { cards: string[]; held: boolean[]; hand: string };
};

const movesOf = (roundId: string) =>
  under.wallet.calls.filter((call) => call.operation !== 'balance' && call.body.roundId === roundId);

/** Deals hands (standing on the ones that cannot double) until one can double. */
async function handThatCanDouble(launch: string, stake: string): Promise<Hand> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const hand = (await post('/deal', { launch, stake })).json<{ hand: Hand }>().hand;
    if (!hand.finished && hand.blackjack!.actions.includes('double')) return hand;
    let open = hand;
    while (!open.finished)
      open = (await post('/act', { launch, roundId: open.roundId, action: 'stand' })).json<{ hand: Hand }>().hand;
  }
  throw new Error('no hand to double in 40 deals');
}

describe('blackjack', () => {
  const title = byKind('blackjack');

  it('a double bets its extra stake on the same round, and one win closes the round', async () => {
    const { launch } = await realLaunch(title.id);
    const stake = (await post('/init', { launch })).json<{ minBet: string }>().minBet;
    const hand = await handThatCanDouble(launch, stake);
    const doubled = await post('/act', { launch, roundId: hand.roundId, action: 'double' });
    expect(doubled.statusCode).toBe(200);
    const after = doubled.json<{ hand: Hand }>().hand;
    expect(after.finished).toBe(true);
    expect(after.totalStake).toBe(String(BigInt(stake) * 2n));
    const moves = movesOf(hand.roundId);
    expect(moves.map((call) => [call.operation, call.body.amount, call.body.roundClosed])).toEqual([
      ['bet', stake, false],
      ['bet', stake, false],
      ['win', after.win, true],
    ]);
    expect(moves[0]!.body.transactionId).not.toBe(moves[1]!.body.transactionId);
    expect(moves[2]!.body.referenceTransactionId).toBe(moves[0]!.body.transactionId);
  });

  it('keeps the dealer hole card face down while the hand is open', async () => {
    const { launch } = await realLaunch(title.id);
    const stake = (await post('/init', { launch })).json<{ minBet: string }>().minBet;
    const hand = await handThatCanDouble(launch, stake);
    expect(hand.blackjack!.dealer).toHaveLength(2);
    expect(hand.blackjack!.dealer[1]).toBe('??');
  });

  it('resumes an open hand in a new launch of the same player', async () => {
    const playerId = 'resuming-player';
    const first = await realLaunch(title.id, 10_000_000n, playerId);
    const stake = (await post('/init', { launch: first.launch })).json<{ minBet: string }>().minBet;
    const hand = await handThatCanDouble(first.launch, stake);
    const second = await realLaunch(title.id, 10_000_000n, playerId);
    const init = await post('/init', { launch: second.launch });
    expect(init.json<{ hand: Hand | null }>().hand?.roundId).toBe(hand.roundId);
    const stand = await post('/act', { launch: second.launch, roundId: hand.roundId, action: 'stand' });
    expect(stand.json<{ hand: Hand }>().hand.finished).toBe(true);
  });

  it('refuses an action on a hand of another launch', async () => {
    const owner = await realLaunch(title.id);
    const stake = (await post('/init', { launch: owner.launch })).json<{ minBet: string }>().minBet;
    const hand = await handThatCanDouble(owner.launch, stake);
    const stranger = await realLaunch(title.id);
    const response = await post('/act', { launch: stranger.launch, roundId: hand.roundId, action: 'stand' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ROUND_NOT_FOUND');
  });

  it('leaves the hand as it was when the wallet refuses the double', async () => {
    const { launch, sessionToken } = await realLaunch(title.id);
    const stake = (await post('/init', { launch })).json<{ minBet: string }>().minBet;
    const hand = await handThatCanDouble(launch, stake);
    under.wallet.balances.set(sessionToken, 0n);
    const refused = await post('/act', { launch, roundId: hand.roundId, action: 'double' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.wallet.status).toBe('NOT_ENOUGH_MONEY');
    const stand = await post('/act', { launch, roundId: hand.roundId, action: 'stand' });
    expect(stand.statusCode).toBe(200);
    expect(stand.json<{ hand: Hand }>().hand.totalStake).toBe(stake);
  });
});

describe('roulette', () => {
  it('bets the sum of the chips once, then closes the round with the win', async () => {
    const title = byKind('roulette');
    const { launch, sessionToken } = await realLaunch(title.id, 1_000_000n);
    const chip = (await post('/init', { launch })).json<{ betStep: string; minBet: string }>();
    const amount = String(BigInt(chip.minBet) < BigInt(chip.betStep) ? chip.betStep : chip.minBet);
    const response = await post('/roulette', {
      launch,
      bets: [
        { type: 'straight', numbers: [17], amount },
        { type: 'red', amount },
        { type: 'dozen', index: 2, amount },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { round } = response.json<{ round: { roundId: string; win: string; totalStake: string } }>();
    expect(round.totalStake).toBe(String(BigInt(amount) * 3n));
    expect(movesOf(round.roundId).map((call) => [call.operation, call.body.amount, call.body.roundClosed])).toEqual([
      ['bet', round.totalStake, false],
      ['win', round.win, true],
    ]);
    expect(under.wallet.balances.get(sessionToken)).toBe(1_000_000n - BigInt(round.totalStake) + BigInt(round.win));
  });

  it('refuses a bet the table does not know before any wallet call', async () => {
    const title = byKind('roulette');
    const { launch } = await realLaunch(title.id);
    const response = await post('/roulette', { launch, bets: [{ type: 'split', numbers: [1, 36], amount: '100' }] });
    expect(response.statusCode).toBe(422);
    expect(under.wallet.calls.filter((call) => call.operation === 'bet')).toHaveLength(0);
  });
});

describe('video poker', () => {
  it('deals for the stake and pays the drawn hand in one closing win', async () => {
    const title = byKind('video-poker');
    const { launch } = await realLaunch(title.id);
    const stake = (await post('/init', { launch })).json<{ minBet: string }>().minBet;
    const dealt = (await post('/deal', { launch, stake })).json<{ hand: Hand }>().hand;
    expect(dealt.finished).toBe(false);
    expect(dealt.poker!.cards).toHaveLength(5);
    const holds = [true, true, false, false, false];
    const drawn = await post('/draw', { launch, roundId: dealt.roundId, holds });
    expect(drawn.statusCode).toBe(200);
    const hand = drawn.json<{ hand: Hand }>().hand;
    expect(hand.finished).toBe(true);
    expect(hand.poker!.cards.slice(0, 2)).toEqual(dealt.poker!.cards.slice(0, 2));
    expect(movesOf(dealt.roundId).map((call) => [call.operation, call.body.amount, call.body.roundClosed])).toEqual([
      ['bet', stake, false],
      ['win', hand.win, true],
    ]);
  });

  it('refuses a second draw on a finished hand', async () => {
    const title = byKind('video-poker');
    const { launch } = await realLaunch(title.id);
    const stake = (await post('/init', { launch })).json<{ minBet: string }>().minBet;
    const dealt = (await post('/deal', { launch, stake })).json<{ hand: Hand }>().hand;
    const holds = [false, false, false, false, false];
    await post('/draw', { launch, roundId: dealt.roundId, holds });
    const again = await post('/draw', { launch, roundId: dealt.roundId, holds });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('ROUND_FINISHED');
  });
});
