import type { PokerHand } from './types.js';

/** Jacks or Better's hands, best first; the game page lists the paying ones in this order too. */
export const POKER_HANDS: readonly PokerHand[] = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
];
