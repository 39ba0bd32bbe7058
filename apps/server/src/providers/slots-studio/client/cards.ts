import { h } from '../../kit/client/dom.js';
import { t } from './i18n.js';
import type { MessageKey } from '../i18n/messages.js';

const SUITS: Record<string, { symbol: string; red: boolean }> = {
  S: { symbol: '♠', red: false },
  H: { symbol: '♥', red: true },
  D: { symbol: '♦', red: true },
  C: { symbol: '♣', red: false },
};
const NAMED_RANKS = new Set(['A', 'J', 'Q', 'K']);

/** A playing card drawn with CSS: 'AS' is the ace of spades, '??' a card face down. */
export function cardElement(code: string, delayIndex = 0): HTMLElement {
  const card =
    code === '??'
      ? h('div', { class: 'card back', role: 'img', 'aria-label': t('card.back') })
      : (() => {
          const suit = SUITS[code[1]!]!;
          const rank = code[0] === 'T' ? '10' : code[0]!;
          const corner = () => h('span', { class: 'corner' }, h('b', {}, rank), h('i', {}, suit.symbol));
          return h(
            'div',
            {
              class: `card ${suit.red ? 'red' : 'black'}`,
              role: 'img',
              'aria-label': t('card.name', {
                rank: NAMED_RANKS.has(code[0]!) ? t(`card.${code[0]}` as MessageKey) : rank,
                suit: t(`card.${code[1]}` as MessageKey),
              }),
              'data-card': code,
            },
            corner(),
            h('span', { class: 'pip' }, suit.symbol),
            corner(),
          );
        })();
  card.style.animationDelay = `${delayIndex * 120}ms`;
  return card;
}
