import { formatMultiplier } from '@casino/shared/originals/game';
import { plinkoTable, PLINKO_RISKS, type PlinkoOutcome, type PlinkoRisk } from '@casino/shared/originals/plinko';
import { h, sleep, svg } from '../../../kit/client/dom.js';
import type { GameFactory } from '../game-view.js';
import { t } from '../i18n.js';

/** 1000×, 26×, 1.5×, 0.2×: a bucket has room for few digits. */
function shortMultiplier(m: number): string {
  const text = formatMultiplier(m, m >= 1_000_000 ? 0 : m >= 100_000 ? 1 : 2);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

const W = 600;
const H = 560;

/** Plinko: a triangle of pins, the ball bouncing row by row into a bucket of the table. */
export const plinkoView: GameFactory = () => {
  let rows = 12;
  let risk: PlinkoRisk = 'medium';
  const board = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'plinko-board', role: 'img', 'aria-label': 'Plinko' });
  let buckets: SVGGElement[] = [];
  const rowsSelect = h(
    'select',
    { 'aria-label': t('plinko.rows'), 'data-testid': 'plinko-rows' },
    ...[8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) =>
      h('option', { value: String(n), selected: n === rows }, String(n)),
    ),
  );
  const riskButtons = h('div', { class: 'segmented', role: 'group', 'aria-label': t('risk.label') });
  const gap = () => W / (rows + 3);
  const pinX = (row: number, i: number) => W / 2 + (i - row / 2 - 1) * gap() + gap();
  const pinY = (row: number) => 24 + row * ((H - 90) / rows);
  /** Bucket k sits under the gap the ball leaves the last row through after k rights. */
  const bucketX = (k: number) => W / 2 + (k - rows / 2) * gap();

  const draw = () => {
    board.replaceChildren();
    for (let row = 0; row < rows; row++)
      for (let i = 0; i < row + 3; i++)
        board.append(svg('circle', { cx: pinX(row, i - 1), cy: pinY(row), r: 4, class: 'pin' }));
    const table = plinkoTable(rows, risk);
    const width = gap() - 4;
    const y = pinY(rows - 1) + 22;
    buckets = table.map((m, k) => {
      const heat = Math.abs(2 * k - rows) / rows;
      const group = svg('g', { class: 'bucket' });
      // From gold in the middle to hot red at the edges.
      group.append(
        svg('rect', {
          x: bucketX(k) - width / 2,
          y,
          width,
          height: 30,
          rx: 5,
          fill: `hsl(${48 - heat * 48} 100% ${58 - heat * 6}%)`,
        }),
      );
      const label = svg('text', {
        x: bucketX(k),
        y: y + 20,
        'text-anchor': 'middle',
        'font-size': Math.min(13, width / 3.4),
      });
      label.textContent = `${shortMultiplier(m)}×`;
      group.append(label);
      board.append(group);
      return group;
    });
  };
  const setRisk = (next: PlinkoRisk) => {
    risk = next;
    for (const b of riskButtons.children) b.setAttribute('aria-pressed', String(b.getAttribute('data-risk') === risk));
    draw();
  };
  for (const r of PLINKO_RISKS)
    riskButtons.append(h('button', { type: 'button', 'data-risk': r, onclick: () => setRisk(r) }, t(`risk.${r}`)));
  rowsSelect.addEventListener('change', () => {
    rows = Number(rowsSelect.value);
    draw();
  });
  setRisk(risk);

  const controls = h(
    'div',
    { class: 'game-controls' },
    h('div', { class: 'field' }, h('span', { class: 'label' }, t('risk.label')), riskButtons),
    h('label', { class: 'field' }, h('span', { class: 'label' }, t('plinko.rows')), rowsSelect),
  );
  const stage = h('div', { class: 'plinko-stage' }, board);
  return {
    controls,
    stage,
    autobet: true,
    params: () => ({ rows, risk }),
    async show(bet) {
      const outcome = bet.outcome as PlinkoOutcome;
      const params = bet.params as { rows: number; risk: PlinkoRisk };
      if (params.rows !== rows || params.risk !== risk) {
        rows = params.rows;
        risk = params.risk;
        rowsSelect.value = String(rows);
        setRisk(risk);
      }
      const ball = svg('circle', { r: 9, class: 'ball', cx: W / 2, cy: 6 });
      board.append(ball);
      let x = W / 2;
      let rights = 0;
      for (let row = 0; row < rows; row++) {
        rights += outcome.path[row]!;
        x = W / 2 + (rights - (row + 1) / 2) * gap();
        if (row === rows - 1) x = bucketX(rights);
        ball.setAttribute('cx', String(x));
        ball.setAttribute('cy', String(pinY(row) + 14));
        await sleep(55);
      }
      ball.remove();
      const hit = buckets[outcome.bucket];
      hit?.classList.add('hit');
      setTimeout(() => hit?.classList.remove('hit'), 500);
    },
  };
};
