import { cardValue, handTotal, type BlackjackAction, type BlackjackState } from './blackjack.js';

/**
 * Basic strategy for these rules (infinite deck, dealer stands on soft 17, double after split,
 * one split, no surrender): the reference play the declared RTP is measured with. Insurance is
 * always declined.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'no-insurance';
  const hand = state.hands[state.active]!;
  const up = cardValue(state.dealer[0]!) === 1 ? 11 : cardValue(state.dealer[0]!);
  const canDouble = hand.cards.length === 2;
  const canSplit = canDouble && state.hands.length === 1 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!);
  const between = (low: number, high: number) => up >= low && up <= high;
  if (canSplit) {
    const pair = cardValue(hand.cards[0]!);
    const split =
      pair === 1 ||
      pair === 8 ||
      ((pair === 2 || pair === 3 || pair === 7) && between(2, 7)) ||
      (pair === 4 && between(5, 6)) ||
      (pair === 6 && between(2, 6)) ||
      (pair === 9 && (between(2, 6) || between(8, 9)));
    if (split) return 'split';
  }
  const { total, soft } = handTotal(hand.cards);
  const double = (when: boolean, otherwise: BlackjackAction): BlackjackAction =>
    when && canDouble ? 'double' : when ? (otherwise === 'stand' ? 'stand' : 'hit') : otherwise;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return double(between(3, 6), between(2, 8) ? 'stand' : 'hit');
    if (total === 17) return double(between(3, 6), 'hit');
    if (total >= 15) return double(between(4, 6), 'hit');
    return double(between(5, 6), 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return between(2, 6) ? 'stand' : 'hit';
  if (total === 12) return between(4, 6) ? 'stand' : 'hit';
  if (total === 11) return double(between(2, 10), 'hit');
  if (total === 10) return double(between(2, 9), 'hit');
  if (total === 9) return double(between(3, 6), 'hit');
  return 'hit';
}
