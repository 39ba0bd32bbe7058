import { drawCard, rankOf, type Card } from './cards.js';
import { checkStake, GameRuleError } from './errors.js';
import type { Rng } from './rng.js';
import type { BlackjackTitle } from './types.js';

/**
 * Blackjack, the rules every round plays by:
 * - `title.decks` (6) decks; the shoe is shuffled fresh for every round (continuous shuffle),
 *   and a card is drawn uniformly from the shoe minus every card already on the table.
 * - Deal: player, dealer up, player, dealer hole. The dealer peeks with an ace or a ten-value
 *   card up: a dealer blackjack ends the round at once, pushing a player blackjack and taking
 *   every other stake (only the original stake is ever at risk to it).
 * - A player blackjack (ace + ten-value on the first two cards of an unsplit hand) pays 3:2;
 *   the stake is a multiple of the bet step (even), so 3:2 is exact.
 * - Double on any first two cards, also after a split (DAS): one more card, stake doubled.
 * - Split two cards of equal value (any two ten-value cards too), up to four hands. Split aces
 *   take one card each and cannot be split again, doubled or hit; 21 after a split is not a
 *   blackjack and pays 1:1.
 * - A hand reaching 21 stands by itself. The dealer draws to 17 and stands on every 17, soft
 *   ones too (S17), and does not draw when every hand has busted.
 * - Wins return the stake plus an equal amount, a push returns the stake. No insurance, no
 *   surrender.
 * The state is plain data; bigints are the amounts. While the round is open the dealer's hole
 * card is in `dealer[1]`: show players `publicBlackjackState` only.
 */

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

export type BlackjackHand = {
  cards: Card[];
  stake: bigint;
  doubled: boolean;
  fromSplit: boolean;
  finished: boolean;
  /** Settled outcome, set when the round finishes. */
  result: 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | null;
  win: bigint;
};

export type BlackjackState = {
  finished: boolean;
  totalStake: bigint;
  win: bigint;
  dealer: Card[];
  hands: BlackjackHand[];
  /** Index of the hand to act on, null once the player has nothing left to decide. */
  active: number | null;
  /** What the active hand may do now. */
  actions: BlackjackAction[];
};

const MAX_HANDS = 4;

const valueOf = (card: Card) => Math.min(rankOf(card), 10);

/** Best total of a hand and whether an ace counts 11 in it. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const value = valueOf(card);
    total += value;
    if (value === 1) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

const isBlackjack = (hand: BlackjackHand) =>
  !hand.fromSplit && hand.cards.length === 2 && handTotal(hand.cards).total === 21;

function cardsOut(state: BlackjackState): Card[] {
  const out = state.dealer.slice();
  for (const hand of state.hands) for (const card of hand.cards) out.push(card);
  return out;
}

function legalActions(state: BlackjackState, hand: BlackjackHand): BlackjackAction[] {
  const splitAces = hand.fromSplit && rankOf(hand.cards[0]!) === 1;
  if (splitAces) return ['stand'];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (valueOf(hand.cards[0]!) === valueOf(hand.cards[1]!) && state.hands.length < MAX_HANDS) actions.push('split');
  }
  return actions;
}

export function dealBlackjack(title: BlackjackTitle, stake: bigint, rng: Rng): BlackjackState {
  checkStake(title, stake);
  const out: Card[] = [];
  const draw = () => {
    const card = drawCard(title.decks, out, rng);
    out.push(card);
    return card;
  };
  const [p1, up, p2, hole] = [draw(), draw(), draw(), draw()];
  const hand: BlackjackHand = {
    cards: [p1, p2],
    stake,
    doubled: false,
    fromSplit: false,
    finished: false,
    result: null,
    win: 0n,
  };
  const state: BlackjackState = {
    finished: false,
    totalStake: stake,
    win: 0n,
    dealer: [up, hole],
    hands: [hand],
    active: 0,
    actions: [],
  };
  const dealerBlackjack = handTotal(state.dealer).total === 21;
  const playerBlackjack = isBlackjack(hand);
  if (dealerBlackjack || playerBlackjack) {
    hand.finished = true;
    hand.result = dealerBlackjack ? (playerBlackjack ? 'push' : 'lose') : 'blackjack';
    hand.win = dealerBlackjack ? (playerBlackjack ? stake : 0n) : (stake * 5n) / 2n;
    return close(state, hand.win);
  }
  state.actions = legalActions(state, hand);
  return state;
}

export function actBlackjack(
  title: BlackjackTitle,
  previous: BlackjackState,
  action: BlackjackAction,
  rng: Rng,
): BlackjackState {
  if (previous.finished || previous.active === null) throw new GameRuleError('ROUND_FINISHED', 'The round is over');
  const state: BlackjackState = {
    ...previous,
    dealer: [...previous.dealer],
    hands: previous.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  };
  const hand = state.hands[state.active!]!;
  if (!legalActions(state, hand).includes(action)) {
    throw new GameRuleError('ILLEGAL_ACTION', `This hand cannot ${action} now`);
  }
  const out = cardsOut(state);
  const draw = () => {
    const card = drawCard(title.decks, out, rng);
    out.push(card);
    return card;
  };
  switch (action) {
    case 'hit':
      hand.cards.push(draw());
      if (handTotal(hand.cards).total >= 21) hand.finished = true;
      break;
    case 'stand':
      hand.finished = true;
      break;
    case 'double':
      state.totalStake += hand.stake;
      hand.stake *= 2n;
      hand.doubled = true;
      hand.cards.push(draw());
      hand.finished = true;
      break;
    case 'split': {
      const second: BlackjackHand = { ...hand, cards: [hand.cards.pop()!], fromSplit: true };
      hand.fromSplit = true;
      state.hands.splice(state.active! + 1, 0, second);
      state.totalStake += hand.stake;
      hand.cards.push(draw());
      second.cards.push(draw());
      const aces = rankOf(hand.cards[0]!) === 1;
      for (const split of [hand, second]) {
        if (aces || handTotal(split.cards).total === 21) split.finished = true;
      }
      break;
    }
  }
  return advance(title, state, rng);
}

/** Moves to the next hand to decide, or plays the dealer and settles. */
function advance(title: BlackjackTitle, state: BlackjackState, rng: Rng): BlackjackState {
  const next = state.hands.findIndex((hand) => !hand.finished);
  if (next >= 0) {
    state.active = next;
    state.actions = legalActions(state, state.hands[next]!);
    return state;
  }
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  const out = cardsOut(state);
  while (live && handTotal(state.dealer).total < 17) {
    const card = drawCard(title.decks, out, rng);
    out.push(card);
    state.dealer.push(card);
  }
  const dealer = handTotal(state.dealer).total;
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    if (total > 21) [hand.result, hand.win] = ['bust', 0n];
    else if (dealer > 21 || total > dealer) [hand.result, hand.win] = ['win', hand.stake * 2n];
    else if (total === dealer) [hand.result, hand.win] = ['push', hand.stake];
    else [hand.result, hand.win] = ['lose', 0n];
  }
  return close(
    state,
    state.hands.reduce((sum, hand) => sum + hand.win, 0n),
  );
}

function close(state: BlackjackState, win: bigint): BlackjackState {
  state.finished = true;
  state.win = win;
  state.active = null;
  state.actions = [];
  return state;
}

/** The state a player may see: the hole card stays face down ('??') until the round ends. */
export function publicBlackjackState(state: BlackjackState): BlackjackState {
  if (state.finished) return state;
  return { ...state, dealer: [state.dealer[0]!, '??'] };
}
