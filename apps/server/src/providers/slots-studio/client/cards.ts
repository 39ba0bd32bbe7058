import { h } from './dom.js';

const SUITS: Record<string, { symbol: string; red: boolean; name: string }> = {
  S: { symbol: '♠', red: false, name: 'spades' },
  H: { symbol: '♥', red: true, name: 'hearts' },
  D: { symbol: '♦', red: true, name: 'diamonds' },
  C: { symbol: '♣', red: false, name: 'clubs' },
};
const RANK_NAMES: Record<string, string> = { A: 'Ace', T: '10', J: 'Jack', Q: 'Queen', K: 'King' };

/** A playing card drawn with CSS: 'AS' is the ace of spades, '??' a card face down. */
export function cardElement(code: string, delayIndex = 0): HTMLElement {
  const card =
    code === '??'
      ? h('div', { class: 'card back', role: 'img', 'aria-label': 'Face-down card' })
      : (() => {
          const suit = SUITS[code[1]!]!;
          const rank = code[0] === 'T' ? '10' : code[0]!;
          const corner = () => h('span', { class: 'corner' }, h('b', {}, rank), h('i', {}, suit.symbol));
          return h(
            'div',
            {
              class: `card ${suit.red ? 'red' : 'black'}`,
              role: 'img',
              'aria-label': `${RANK_NAMES[code[0]!] ?? rank} of ${suit.name}`,
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
