import { formatMultiplier } from '@casino/shared/originals/game';
import { kenoTable, KENO_NUMBERS, KENO_RISKS, type KenoOutcome, type KenoRisk } from '@casino/shared/originals/keno';
import { h, sleep } from '../../../kit/client/dom.js';
import type { GameFactory } from '../game-view.js';
import { t } from '../i18n.js';

/** Keno: the 40-number board; pick up to 10, watch the 10 draws land, the payout table beneath. */
export const kenoView: GameFactory = (shell) => {
  const picks = new Set<number>();
  let risk: KenoRisk = 'medium';
  const tiles = Array.from({ length: KENO_NUMBERS }, (_, i) =>
    h(
      'button',
      { type: 'button', class: 'keno-tile', 'data-testid': `keno-${i + 1}`, onclick: () => toggle(i + 1) },
      String(i + 1),
    ),
  );
  const payouts = h('div', { class: 'keno-payouts' });
  const riskButtons = h('div', { class: 'segmented', role: 'group', 'aria-label': t('risk.label') });
  const clearDraw = () => tiles.forEach((tile) => tile.classList.remove('drawn', 'hit'));
  const render = () => {
    tiles.forEach((tile, i) => tile.setAttribute('aria-pressed', String(picks.has(i + 1))));
    const table = picks.size ? kenoTable(picks.size, risk) : [];
    payouts.replaceChildren(
      ...table.map((m, hits) =>
        h(
          'span',
          { class: 'keno-pay' },
          h('b', {}, `${formatMultiplier(m)}×`),
          h('small', {}, t('keno.hits', { hits })),
        ),
      ),
    );
    if (!picks.size) payouts.append(h('p', { class: 'muted' }, t('keno.pickHint')));
    shell.refresh();
  };
  const toggle = (n: number) => {
    clearDraw();
    if (picks.has(n)) picks.delete(n);
    else if (picks.size < 10) picks.add(n);
    render();
  };
  const setRisk = (next: KenoRisk) => {
    risk = next;
    for (const b of riskButtons.children) b.setAttribute('aria-pressed', String(b.getAttribute('data-risk') === risk));
    render();
  };
  for (const r of KENO_RISKS)
    riskButtons.append(h('button', { type: 'button', 'data-risk': r, onclick: () => setRisk(r) }, t(`risk.${r}`)));
  const autoPick = () => {
    clearDraw();
    picks.clear();
    const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
    const random = new Uint32Array(10);
    crypto.getRandomValues(random);
    for (let i = 0; i < 10; i++) picks.add(pool.splice(random[i]! % pool.length, 1)[0]!);
    render();
  };
  const controls = h(
    'div',
    { class: 'game-controls' },
    h('div', { class: 'field' }, h('span', { class: 'label' }, t('risk.label')), riskButtons),
    h(
      'div',
      { class: 'row2' },
      h('button', { type: 'button', class: 'secondary', onclick: autoPick }, t('keno.autoPick')),
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () => {
            picks.clear();
            clearDraw();
            render();
          },
        },
        t('keno.clear'),
      ),
    ),
  );
  const stage = h('div', { class: 'keno-stage' }, h('div', { class: 'keno-board' }, ...tiles), payouts);
  setRisk(risk);
  return {
    controls,
    stage,
    autobet: true,
    params: () => (picks.size ? { picks: [...picks], risk } : null),
    async show(bet) {
      clearDraw();
      const outcome = bet.outcome as KenoOutcome;
      for (const n of outcome.drawn) {
        tiles[n - 1]!.classList.add(picks.has(n) ? 'hit' : 'drawn');
        await sleep(70);
      }
    },
  };
};
