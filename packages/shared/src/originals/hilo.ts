import { cardAt, rankIndex, type Card, type FloatSource } from './cards.js';

/**
 * HiLo: a start card, then card by card the player calls the next one higher, lower or the same
 * (ace is low, king high), may skip a card for free, and cashes out any time after a right call.
 * A wrong call loses the stake. Card k of the round is float k of the bet (`cards.ts`), so the
 * whole round can be replayed from the seeds and the calls.
 *
 * A call that k of the 13 ranks win pays (1 − edge) × 13 / k, so every call returns 99 %:
 * - higher: the next rank is the same or higher; on an ace strictly higher (12 of 13).
 * - lower: the same or lower; on a king strictly lower (12 of 13).
 * - same: only on an ace or a king, where the other two calls would be certain (1 of 13).
 * The multiplier is the product of the right calls' multipliers, computed exactly from the cards
 * and rounded down once to 1/10 000 (the originals' multiplier unit); the state is plain JSON.
 */

export const HILO_HOUSE_EDGE_BP = 100;
/** A round ends with a forced cash-out once this many cards are on the table. */
export const HILO_MAX_CARDS = 52;

export type HiloCall = 'higher' | 'lower' | 'same';
export type HiloAction = HiloCall | 'skip' | 'cashout';

export type HiloCard = {
  card: Card;
  /** How this card came up: the start card, a skip, or the call made on it. */
  via: 'start' | 'skip' | HiloCall;
  /** For a call: whether it was right. */
  won?: boolean;
};

export type HiloState = {
  cards: HiloCard[];
  status: 'playing' | 'lost' | 'cashed';
};

export class HiloRuleError extends Error {}

/** Ace 1 … king 13. */
export function hiloRank(card: Card): number {
  const index = rankIndex(card);
  return index === 12 ? 1 : index + 2;
}

/** How many of the 13 ranks win `call` on `card`, 0 when the call is not offered on it. */
export function winningRanks(card: Card, call: HiloCall): number {
  const rank = hiloRank(card);
  if (call === 'same') return rank === 1 || rank === 13 ? 1 : 0;
  if (call === 'higher') return rank === 13 ? 0 : rank === 1 ? 12 : 14 - rank;
  return rank === 1 ? 0 : rank === 13 ? 12 : rank;
}

export function callWins(current: Card, next: Card, call: HiloCall): boolean {
  const a = hiloRank(current);
  const b = hiloRank(next);
  if (call === 'same') return a === b;
  if (call === 'higher') return a === 1 ? b > 1 : b >= a;
  return a === 13 ? b < 13 : b <= a;
}

/** A call's multiplier as a decimal for display, 4 places. */
export function callMultiplier(card: Card, call: HiloCall, houseEdgeBp = HILO_HOUSE_EDGE_BP): number {
  const ranks = winningRanks(card, call);
  return ranks === 0 ? 0 : Math.floor(((10_000 - houseEdgeBp) * 13 * 10_000) / (10_000 * ranks)) / 10_000;
}

export function startHilo(floats: FloatSource): HiloState {
  return { cards: [{ card: cardAt(floats, 0), via: 'start' }], status: 'playing' };
}

const current = (state: HiloState) => state.cards[state.cards.length - 1]!.card;
const calledRight = (state: HiloState) => state.cards.some((card) => card.won === true);

/** The round's multiplier × 10 000, rounded down: the product of every right call's 0.99 × 13 / k. */
export function hiloMultiplier(state: HiloState, houseEdgeBp = HILO_HOUSE_EDGE_BP): number {
  if (state.status === 'lost') return 0;
  let num = 10_000n;
  let den = 1n;
  for (let i = 1; i < state.cards.length; i++) {
    const { via, won } = state.cards[i]!;
    if (via === 'start' || via === 'skip' || !won) continue;
    num *= BigInt((10_000 - houseEdgeBp) * 13);
    den *= BigInt(10_000 * winningRanks(state.cards[i - 1]!.card, via));
  }
  return Number(num / den);
}

export function hiloActions(state: HiloState): HiloAction[] {
  if (state.status !== 'playing') return [];
  const actions: HiloAction[] = [];
  if (state.cards.length < HILO_MAX_CARDS) {
    for (const call of ['higher', 'lower', 'same'] as const)
      if (winningRanks(current(state), call) > 0) actions.push(call);
    actions.push('skip');
  }
  if (calledRight(state)) actions.push('cashout');
  return actions;
}

/** One action; returns the next state and never changes the one given. */
export function actHilo(state: HiloState, action: HiloAction, floats: FloatSource): HiloState {
  if (!hiloActions(state).includes(action)) throw new HiloRuleError(`"${action}" is not possible now`);
  if (action === 'cashout') return { ...state, status: 'cashed' };
  const next = cardAt(floats, state.cards.length);
  if (action === 'skip') return finishIfFull({ ...state, cards: [...state.cards, { card: next, via: 'skip' }] });
  const won = callWins(current(state), next, action);
  const cards = [...state.cards, { card: next, via: action, won }];
  return won ? finishIfFull({ ...state, cards }) : { ...state, cards, status: 'lost' };
}

function finishIfFull(state: HiloState): HiloState {
  return state.cards.length < HILO_MAX_CARDS ? state : { ...state, status: 'cashed' };
}

/** An abandoned round is cashed out at its multiplier (1.00×, the stake back, before any call). */
export function settleAbandonedHilo(state: HiloState): HiloState {
  return state.status === 'playing' ? { ...state, status: 'cashed' } : state;
}
