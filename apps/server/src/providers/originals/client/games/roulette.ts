import { RED, ROULETTE_BETS, type RouletteBetKind, type RouletteOutcome } from '@casino/shared/originals/roulette';
import { h, sleep } from '../../../kit/client/dom.js';
import type { GameFactory } from '../game-view.js';
import { t } from '../i18n.js';

type Placed = { kind: RouletteBetKind; index: number; chips: number };
const isRed = (n: number) => (RED as readonly number[]).includes(n);
const indexOf = (kind: RouletteBetKind, numbers: number[]) => {
  const key = [...numbers].sort((a, b) => a - b).join(',');
  return ROULETTE_BETS[kind].findIndex((bet) => [...bet].sort((a, b) => a - b).join(',') === key);
};

/**
 * European roulette: the full table. A click on a number is a straight bet; on the line between
 * two numbers a split, on a corner a corner bet, under the bottom row a street (or, at a corner
 * there, a six line); dozens, columns and the even chances have their own boxes.
 */
export const rouletteView: GameFactory = (shell) => {
  const placed = new Map<string, Placed>();
  const chipLabels = new Map<string, HTMLElement>();
  const wheel = h('div', { class: 'roulette-result', 'data-testid': 'roulette-result' }, '—');
  const last = h('div', { class: 'roulette-last' });

  const place = (kind: RouletteBetKind, numbers: number[]) => () => {
    const index = indexOf(kind, numbers);
    if (index < 0) return;
    const key = `${kind}:${index}`;
    const bet = placed.get(key) ?? { kind, index, chips: 0 };
    bet.chips += 1;
    placed.set(key, bet);
    const label = chipLabels.get(key);
    if (label) {
      label.textContent = String(bet.chips);
      label.hidden = false;
    }
    shell.refresh();
  };
  const chip = (kind: RouletteBetKind, numbers: number[]) => {
    const index = indexOf(kind, numbers);
    const label = h('span', { class: 'chip-on', hidden: true });
    chipLabels.set(`${kind}:${index}`, label);
    return label;
  };
  const spot = (cls: string, kind: RouletteBetKind, numbers: number[], label: string) =>
    h(
      'button',
      { type: 'button', class: `spot ${cls}`, 'aria-label': label, onclick: place(kind, numbers) },
      chip(kind, numbers),
    );

  const numberCell = (n: number) => {
    const col = Math.ceil(n / 3) - 1;
    const bottom = n % 3 === 1;
    const cell = h(
      'div',
      { class: `cell num ${isRed(n) ? 'red' : 'black'}`, 'data-n': String(n) },
      h(
        'button',
        { type: 'button', class: 'face', 'data-testid': `roulette-${n}`, onclick: place('straight', [n]) },
        String(n),
        chip('straight', [n]),
      ),
    );
    cell.style.setProperty('grid-column', String(col + 2));
    cell.style.setProperty('grid-row', String(3 - ((n - 1) % 3)));
    if (col < 11) cell.append(spot('right', 'split', [n, n + 3], `${n}/${n + 3}`));
    if (n % 3 !== 0) cell.append(spot('top', 'split', [n, n + 1], `${n}/${n + 1}`));
    if (n % 3 !== 0 && col < 11) cell.append(spot('corner', 'corner', [n, n + 1, n + 3, n + 4], `${n}-${n + 4}`));
    if (bottom) cell.append(spot('bottom', 'street', [n, n + 1, n + 2], `${n}-${n + 2}`));
    if (bottom && col < 11)
      cell.append(spot('bottom-corner', 'line', [n, n + 1, n + 2, n + 3, n + 4, n + 5], `${n}-${n + 5}`));
    return cell;
  };
  const box = (label: string, kind: RouletteBetKind, index: number, cls = '') =>
    h(
      'button',
      { type: 'button', class: `cell box ${cls}`, onclick: place(kind, ROULETTE_BETS[kind][index]!) },
      label,
      chip(kind, ROULETTE_BETS[kind][index]!),
    );

  const zero = h(
    'div',
    { class: 'cell zero' },
    h(
      'button',
      { type: 'button', class: 'face', 'data-testid': 'roulette-0', onclick: place('straight', [0]) },
      '0',
      chip('straight', [0]),
    ),
  );
  const grid = h('div', { class: 'roulette-grid' }, zero, ...Array.from({ length: 36 }, (_, i) => numberCell(i + 1)));
  [2, 1, 0].forEach((c, row) => {
    const b = box('2:1', 'column', c, 'column');
    b.style.setProperty('grid-row', String(row + 1));
    grid.append(b);
  });
  const dozens = h(
    'div',
    { class: 'roulette-row' },
    ...[0, 1, 2].map((d) => box(t('roulette.dozen', { n: d + 1 }), 'dozen', d)),
  );
  const evens = h(
    'div',
    { class: 'roulette-row six' },
    box('1–18', 'low', 0),
    box(t('roulette.even'), 'even', 0),
    box('◆', 'red', 0, 'red'),
    box('◆', 'black', 0, 'black'),
    box(t('roulette.odd'), 'odd', 0),
    box('19–36', 'high', 0),
  );
  const clear = () => {
    placed.clear();
    for (const label of chipLabels.values()) label.hidden = true;
    shell.refresh();
  };
  // Every bet pays 36 / n for the n numbers it covers (see the shared mapping).
  const payouts = h(
    'div',
    { class: 'roulette-payouts' },
    h('span', { class: 'label' }, t('roulette.payouts')),
    h(
      'div',
      { class: 'payout-grid' },
      ...[1, 2, 3, 4, 6, 12, 18].map((n) => h('span', {}, h('small', {}, `${n}`), h('b', {}, `${36 / n}×`))),
    ),
  );
  const controls = h(
    'div',
    { class: 'game-controls' },
    h('p', { class: 'muted small' }, t('roulette.hint')),
    payouts,
    h(
      'button',
      { type: 'button', class: 'secondary', onclick: clear, 'data-testid': 'roulette-clear' },
      t('roulette.clear'),
    ),
  );
  const stage = h(
    'div',
    { class: 'roulette-stage' },
    h('div', { class: 'roulette-top' }, wheel, last),
    h('div', { class: 'roulette-table' }, grid, dozens, evens),
  );
  return {
    controls,
    stage,
    autobet: false,
    chips: () => [...placed.values()].reduce((sum, bet) => sum + bet.chips, 0),
    params: () => (placed.size ? { bets: [...placed.values()].map((bet) => ({ ...bet })) } : null),
    async show(bet) {
      const { pocket } = bet.outcome as RouletteOutcome;
      wheel.classList.add('spinning');
      for (let i = 0; i < 12; i++) {
        wheel.textContent = String((pocket + 7 * i) % 37);
        await sleep(40 + i * 6);
      }
      wheel.classList.remove('spinning');
      wheel.textContent = String(pocket);
      wheel.dataset.color = pocket === 0 ? 'green' : isRed(pocket) ? 'red' : 'black';
      const pill = h(
        'span',
        { class: `pill ${pocket === 0 ? 'green' : isRed(pocket) ? 'red' : 'black'}` },
        String(pocket),
      );
      last.prepend(pill);
      while (last.children.length > 8) last.lastElementChild!.remove();
    },
  };
};
