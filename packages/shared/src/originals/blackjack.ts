import { cardAt, rankOf, type Card, type FloatSource } from './cards.js';

/**
 * Blackjack, the rules every round plays by (infinite deck: card k is float k of the bet):
 * - Deal order: player, dealer up, player, dealer hole (cards 0–3); every later card is the next
 *   float. The hole card stays on the server until the round ends (`publicBlackjack`).
 * - An ace up offers insurance (half the stake, pays 2:1); then the dealer peeks, as with a
 *   ten-value card up. A dealer blackjack ends the round: a player blackjack pushes, every other
 *   hand loses.
 * - A blackjack pays 3:2 (rounded down to a minor unit), a win 1:1, a push returns the stake.
 * - Double on any first two cards (also after a split): one more card, stake doubled.
 * - Split two cards of the same value once; split aces take one card each. 21 after a split is
 *   not a blackjack. A hand reaching 21 stands by itself.
 * - The dealer draws to 17 and stands on every 17, soft ones too, and draws nothing when every
 *   hand has busted. No surrender. With basic strategy these rules return about 99.5 %.
 */

export const BLACKJACK_DECLARED_RTP = 0.995;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type BlackjackHand = {
  cards: Card[];
  stake: bigint;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
  result: HandResult | null;
  win: bigint;
};

export type BlackjackState = {
  /** The float the next card is read from. */
  cursor: number;
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  phase: 'insurance' | 'playing' | 'finished';
  /** The insurance bet taken, 0 when declined or never offered. */
  insurance: bigint;
  totalStake: bigint;
  win: bigint;
};

export class BlackjackRuleError extends Error {}

/** 1 for an ace (counted 11 when it fits), 10 for the faces. */
export function cardValue(card: Card): number {
  const rank = rankOf(card);
  return rank === 14 ? 1 : Math.min(rank, 10);
}

export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const value = cardValue(card);
    total += value;
    if (value === 1) aces = true;
  }
  const soft = aces && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

const isBlackjack = (cards: readonly Card[], fromSplit = false) =>
  !fromSplit && cards.length === 2 && handTotal(cards).total === 21;

function draw(state: BlackjackState, floats: FloatSource): Card {
  const card = cardAt(floats, state.cursor);
  state.cursor++;
  return card;
}

const copy = (state: BlackjackState): BlackjackState => ({
  ...state,
  dealer: [...state.dealer],
  hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
});

export function dealBlackjack(stake: bigint, floats: FloatSource): BlackjackState {
  const state: BlackjackState = {
    cursor: 0,
    dealer: [],
    hands: [{ cards: [], stake, doubled: false, fromSplit: false, done: false, result: null, win: 0n }],
    active: 0,
    phase: 'playing',
    insurance: 0n,
    totalStake: stake,
    win: 0n,
  };
  const hand = state.hands[0]!;
  hand.cards.push(draw(state, floats));
  state.dealer.push(draw(state, floats));
  hand.cards.push(draw(state, floats));
  state.dealer.push(draw(state, floats));
  if (cardValue(state.dealer[0]!) === 1) {
    state.phase = 'insurance';
    return state;
  }
  return afterPeek(state, floats);
}

/** The dealer's peek with an ace or ten up, then a player blackjack settles at once. */
function afterPeek(state: BlackjackState, floats: FloatSource): BlackjackState {
  state.phase = 'playing';
  const up = cardValue(state.dealer[0]!);
  if ((up === 1 || up === 10) && isBlackjack(state.dealer)) return settle(state);
  const hand = state.hands[0]!;
  if (isBlackjack(hand.cards)) {
    hand.done = true;
    return settle(state);
  }
  return moveOn(state, floats);
}

export function blackjackActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'finished') return [];
  if (state.phase === 'insurance') return ['insurance', 'no-insurance'];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (state.hands.length === 1 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!)) actions.push('split');
  }
  return actions;
}

/** The extra stake an action bets on the round (double, split, insurance), 0 for the others. */
export function extraStake(state: BlackjackState, action: BlackjackAction): bigint {
  if (action === 'double' || action === 'split') return state.hands[state.active]!.stake;
  if (action === 'insurance') return state.hands[0]!.stake / 2n;
  return 0n;
}

/** One decision; returns the next state and never changes the one given. */
export function actBlackjack(previous: BlackjackState, action: BlackjackAction, floats: FloatSource): BlackjackState {
  if (!blackjackActions(previous).includes(action)) throw new BlackjackRuleError(`"${action}" is not possible now`);
  const state = copy(previous);
  state.totalStake += extraStake(previous, action);
  if (action === 'insurance' || action === 'no-insurance') {
    if (action === 'insurance') state.insurance = extraStake(previous, action);
    return afterPeek(state, floats);
  }
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state, floats));
      if (handTotal(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stake *= 2n;
      hand.doubled = true;
      hand.cards.push(draw(state, floats));
      hand.done = true;
      break;
    case 'split': {
      const second: BlackjackHand = { ...hand, cards: [hand.cards.pop()!], fromSplit: true };
      hand.fromSplit = true;
      state.hands.push(second);
      const aces = cardValue(hand.cards[0]!) === 1;
      for (const split of state.hands) {
        split.cards.push(draw(state, floats));
        if (aces || handTotal(split.cards).total === 21) split.done = true;
      }
      break;
    }
  }
  return moveOn(state, floats);
}

/** Moves to the next hand still to play, or lets the dealer play and settles. */
function moveOn(state: BlackjackState, floats: FloatSource): BlackjackState {
  const next = state.hands.findIndex((hand) => !hand.done);
  if (next >= 0) {
    state.active = next;
    return state;
  }
  if (state.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state, floats));
  }
  return settle(state);
}

function settle(state: BlackjackState): BlackjackState {
  const dealer = handTotal(state.dealer).total;
  const dealerBlackjack = isBlackjack(state.dealer);
  let win = dealerBlackjack ? state.insurance * 3n : 0n;
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    const blackjack = isBlackjack(hand.cards, hand.fromSplit);
    hand.done = true;
    if (total > 21) hand.result = 'bust';
    else if (dealerBlackjack) hand.result = blackjack ? 'push' : 'lose';
    else if (blackjack) hand.result = 'blackjack';
    else if (dealer > 21 || total > dealer) hand.result = 'win';
    else hand.result = total === dealer ? 'push' : 'lose';
    hand.win =
      hand.result === 'blackjack'
        ? hand.stake + (hand.stake * 3n) / 2n
        : hand.result === 'win'
          ? hand.stake * 2n
          : hand.result === 'push'
            ? hand.stake
            : 0n;
    win += hand.win;
  }
  state.win = win;
  state.phase = 'finished';
  return state;
}

/** An abandoned round is played out by the rules: insurance declined, every open hand stands. */
export function settleAbandonedBlackjack(state: BlackjackState, floats: FloatSource): BlackjackState {
  let next = state;
  while (next.phase !== 'finished')
    next = actBlackjack(next, next.phase === 'insurance' ? 'no-insurance' : 'stand', floats);
  return next;
}

/** What a player may see: the hole card is hidden (null) until the round ends. */
export function publicBlackjack(state: BlackjackState) {
  const dealer = state.phase === 'finished' ? state.dealer : [state.dealer[0]!, null];
  return {
    phase: state.phase,
    dealer,
    dealerTotal: state.phase === 'finished' ? handTotal(state.dealer).total : handTotal([state.dealer[0]!]).total,
    hands: state.hands.map((hand) => ({
      cards: hand.cards,
      total: handTotal(hand.cards).total,
      soft: handTotal(hand.cards).soft,
      stake: hand.stake.toString(),
      doubled: hand.doubled,
      result: hand.result,
      win: hand.win.toString(),
    })),
    active: state.phase === 'playing' ? state.active : null,
    insurance: state.insurance.toString(),
    totalStake: state.totalStake.toString(),
    win: state.win.toString(),
    actions: blackjackActions(state),
  };
}
export type PublicBlackjack = ReturnType<typeof publicBlackjack>;
