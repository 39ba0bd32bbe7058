import type { Card } from '@casino/shared/provably-fair';
import { h } from '../../../kit/client/dom.js';

const SUIT_SYMBOLS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

/** A playing card face (or its back, for a card not dealt or still hidden). */
export function cardFace(card: Card | null, extra: Record<string, string> = {}): HTMLElement {
  if (!card) return h('div', { class: 'pcard back', 'aria-hidden': 'true', ...extra });
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const symbol = SUIT_SYMBOLS[card.suit];
  return h(
    'div',
    { class: `pcard${red ? ' red' : ''}`, role: 'img', 'aria-label': `${card.rank}${symbol}`, ...extra },
    h('span', { class: 'pcard-rank' }, card.rank),
    h('span', { class: 'pcard-suit' }, symbol),
    h('span', { class: 'pcard-pip' }, symbol),
  );
}
