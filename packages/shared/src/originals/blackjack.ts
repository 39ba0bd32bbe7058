import { cardAt, rankIndex, type Card, type FloatSource } from './cards.js';

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
 *   hand has busted. No surrender. With basic strategy these rules return 99.4 % (1 M hands in bench/).
 * The state is plain JSON and holds no money: stakes and wins follow from the round's base stake
 * (`stakeOf`, `winOf`), exactly, in minor units.
 */

export const BLACKJACK_DECLARED_RTP = 0.994;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type BlackjackHand = {
  cards: Card[];
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
  result: HandResult | null;
};

export type BlackjackState = {
  /** The float the next card is read from. */
  cursor: number;
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  phase: 'insurance' | 'playing' | 'finished';
  insured: boolean;
};

export class BlackjackRuleError extends Error {}

/** 1 for an ace (counted 11 when it fits), 10 for the faces. */
export function cardValue(card: Card): number {
  const index = rankIndex(card);
  return index === 12 ? 1 : Math.min(index + 2, 10);
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

export function dealBlackjack(floats: FloatSource): BlackjackState {
  const state: BlackjackState = {
    cursor: 0,
    dealer: [],
    hands: [{ cards: [], doubled: false, fromSplit: false, done: false, result: null }],
    active: 0,
    phase: 'playing',
    insured: false,
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
export function extraStake(stake: bigint, action: BlackjackAction): bigint {
  if (action === 'double' || action === 'split') return stake;
  if (action === 'insurance') return stake / 2n;
  return 0n;
}

const handStake = (stake: bigint, hand: BlackjackHand) => (hand.doubled ? stake * 2n : stake);

/** Everything bet on the round: each hand's stake and the insurance. */
export function stakeOf(stake: bigint, state: BlackjackState): bigint {
  const hands = state.hands.reduce((sum, hand) => sum + handStake(stake, hand), 0n);
  return hands + (state.insured ? stake / 2n : 0n);
}

export function handWin(stake: bigint, hand: BlackjackHand): bigint {
  const bet = handStake(stake, hand);
  if (hand.result === 'blackjack') return bet + (bet * 3n) / 2n;
  if (hand.result === 'win') return bet * 2n;
  return hand.result === 'push' ? bet : 0n;
}

/** What a finished round pays: the hands, and the insurance 2:1 against a dealer blackjack. */
export function winOf(stake: bigint, state: BlackjackState): bigint {
  if (state.phase !== 'finished') return 0n;
  const insurance = state.insured && isBlackjack(state.dealer) ? (stake / 2n) * 3n : 0n;
  return state.hands.reduce((sum, hand) => sum + handWin(stake, hand), insurance);
}

/** One decision; returns the next state and never changes the one given. */
export function actBlackjack(previous: BlackjackState, action: BlackjackAction, floats: FloatSource): BlackjackState {
  if (!blackjackActions(previous).includes(action)) throw new BlackjackRuleError(`"${action}" is not possible now`);
  const state = copy(previous);
  if (action === 'insurance' || action === 'no-insurance') {
    state.insured = action === 'insurance';
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
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    const blackjack = isBlackjack(hand.cards, hand.fromSplit);
    hand.done = true;
    if (total > 21) hand.result = 'bust';
    else if (dealerBlackjack) hand.result = blackjack ? 'push' : 'lose';
    else if (blackjack) hand.result = 'blackjack';
    else if (dealer > 21 || total > dealer) hand.result = 'win';
    else hand.result = total === dealer ? 'push' : 'lose';
  }
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
export function publicBlackjack(state: BlackjackState, stake: bigint) {
  const finished = state.phase === 'finished';
  return {
    phase: state.phase,
    dealer: finished ? state.dealer : [state.dealer[0]!, null],
    dealerTotal: handTotal(finished ? state.dealer : [state.dealer[0]!]).total,
    hands: state.hands.map((hand) => ({
      cards: hand.cards,
      ...handTotal(hand.cards),
      stake: handStake(stake, hand).toString(),
      doubled: hand.doubled,
      result: hand.result,
      win: handWin(stake, hand).toString(),
    })),
    active: state.phase === 'playing' ? state.active : null,
    insured: state.insured,
    totalStake: stakeOf(stake, state).toString(),
    win: winOf(stake, state).toString(),
    actions: blackjackActions(state),
  };
}
export type PublicBlackjack = ReturnType<typeof publicBlackjack>;
