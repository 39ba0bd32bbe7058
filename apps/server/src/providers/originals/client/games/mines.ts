import { formatMultiplier } from '@casino/shared/originals/game';
import { MAX_MINES, MIN_MINES, minesMultiplier, TILES, type MinesView } from '@casino/shared/originals/mines';
import { h, sleep } from '../../../kit/client/dom.js';
import type { GameFactory } from '../game-view.js';
import { t } from '../i18n.js';
import type { BetView } from '../types.js';

/**
 * Mines: the 5 × 5 field. A round starts with the bet; each tile clicked is sent to the server,
 * which knows where the mines are; cash out any time after a safe tile. For autobet the player
 * marks the tiles to open in each round beforehand.
 */
export const minesView: GameFactory = (shell) => {
  let mines = 3;
  let round: BetView | null = null;
  const autoTiles = new Set<number>();
  const select = h(
    'select',
    { 'aria-label': t('mines.count'), 'data-testid': 'mines-count' },
    ...Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) =>
      h('option', { value: String(i + 1), selected: i + 1 === mines }, String(i + 1)),
    ),
  );
  select.addEventListener('change', () => {
    mines = Number(select.value);
    info();
  });
  const multiplierOut = h('output', { class: 'stat-value', 'data-testid': 'mines-multiplier' }, '1.00×');
  const nextOut = h('output', { class: 'stat-value' }, '—');
  const tiles = Array.from({ length: TILES }, (_, i) =>
    h('button', {
      type: 'button',
      class: 'mine-tile',
      'data-testid': `tile-${i}`,
      'aria-label': t('mines.tile', { n: i + 1 }),
      onclick: () => void click(i),
    }),
  );
  const info = (view?: MinesView) => {
    multiplierOut.textContent = `${formatMultiplier(view?.multiplier ?? 10_000)}×`;
    const next = view ? view.next : minesMultiplier(mines, 1);
    nextOut.textContent = next ? `${formatMultiplier(next)}×` : '—';
  };
  const paint = (view: MinesView | null) => {
    tiles.forEach((tile, i) => {
      tile.className = 'mine-tile';
      tile.textContent = '';
      if (!view) {
        if (autoTiles.has(i)) tile.classList.add('marked');
        return;
      }
      if (view.revealed.includes(i)) {
        tile.classList.add('gem');
        tile.textContent = '◆';
      } else if (view.mineTiles?.includes(i) || view.hit === i) {
        tile.classList.add('mine', view.hit === i ? 'boom' : 'shown');
        tile.textContent = '✹';
      } else if (view.mineTiles) tile.classList.add('dim');
    });
  };
  const click = async (tile: number) => {
    if (!round) {
      if (autoTiles.has(tile)) autoTiles.delete(tile);
      else if (autoTiles.size < TILES - mines) autoTiles.add(tile);
      paint(null);
      return;
    }
    await shell.act({ type: 'reveal', tile }).catch(() => undefined);
  };
  const controls = h(
    'div',
    { class: 'game-controls' },
    h('label', { class: 'field' }, h('span', { class: 'label' }, t('mines.count')), select),
    h(
      'div',
      { class: 'row2' },
      h('div', { class: 'stat' }, h('span', { class: 'label' }, t('mines.current')), multiplierOut),
      h('div', { class: 'stat' }, h('span', { class: 'label' }, t('mines.next')), nextOut),
    ),
    h('p', { class: 'muted small' }, t('mines.hint')),
  );
  const stage = h('div', { class: 'mines-stage' }, h('div', { class: 'mines-grid' }, ...tiles));
  paint(null);
  info();
  return {
    controls,
    stage,
    autobet: true,
    params: () => ({ mines }),
    async show(bet) {
      round = null;
      const view = bet.outcome as MinesView;
      paint(view);
      info(view);
      select.disabled = false;
      await sleep(view.hit === null ? 200 : 500);
    },
    stepped: {
      open(bet) {
        round = bet;
        const view = bet.outcome as MinesView;
        mines = view.mines;
        select.value = String(mines);
        select.disabled = true;
        paint(view);
        info(view);
      },
      canCashOut: (bet) => (bet.outcome as MinesView).revealed.length > 0,
      cashOutAction: { type: 'cashout' },
      async autoPlay(bet) {
        let current = bet;
        const order = autoTiles.size ? [...autoTiles] : [0];
        for (const tile of order) {
          const settled = await shell.act({ type: 'reveal', tile });
          current = settled.bet;
          if (current.status !== 'open') return current;
          await sleep(120);
        }
        return (await shell.act({ type: 'cashout' })).bet;
      },
    },
  };
};
