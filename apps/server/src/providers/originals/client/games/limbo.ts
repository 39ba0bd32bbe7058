import { formatMultiplier } from '@casino/shared/originals/game';
import { limboChance, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, type LimboOutcome } from '@casino/shared/originals/limbo';
import { h, sleep } from '../../../kit/client/dom.js';
import type { GameFactory } from '../game-view.js';
import { num, t } from '../i18n.js';

/** Limbo: a big multiplier counting up to the result, green when it reaches the target. */
export const limboView: GameFactory = () => {
  const target = h('input', {
    type: 'text',
    inputmode: 'decimal',
    value: '2.00',
    'aria-label': t('limbo.target'),
    'data-testid': 'limbo-target',
  });
  const chance = h('output', { class: 'stat-value' });
  const result = h('div', { class: 'limbo-result', 'data-testid': 'limbo-result' }, '1.00×');
  const hundredths = () => {
    const value = Math.round(Number(target.value.replace(',', '.')) * 100);
    return Number.isFinite(value) && value >= LIMBO_MIN_TARGET && value <= LIMBO_MAX_TARGET ? value : null;
  };
  const update = () => {
    const value = hundredths();
    chance.textContent = value === null ? '—' : `${num(limboChance(value), 4)} %`;
  };
  target.addEventListener('input', update);
  update();
  const controls = h(
    'div',
    { class: 'game-controls' },
    h(
      'label',
      { class: 'field' },
      h('span', { class: 'label' }, t('limbo.target')),
      h('span', { class: 'input' }, target, h('span', { class: 'suffix' }, '×')),
    ),
    h('div', { class: 'stat' }, h('span', { class: 'label' }, t('dice.chance')), chance),
  );
  const stage = h('div', { class: 'limbo-stage' }, result, h('p', { class: 'muted' }, t('limbo.hint')));
  return {
    controls,
    stage,
    autobet: true,
    params: () => {
      const value = hundredths();
      return value === null ? null : { target: value };
    },
    async show(bet) {
      const outcome = bet.outcome as LimboOutcome;
      result.dataset.won = '';
      const steps = 14;
      for (let i = 1; i <= steps; i++) {
        const shown = 100 + (outcome.result - 100) * (i / steps) ** 3;
        result.textContent = `${formatMultiplier(Math.round(shown) * 100)}×`;
        await sleep(22);
      }
      result.textContent = `${formatMultiplier(outcome.result * 100)}×`;
      result.dataset.won = String(outcome.won);
    },
  };
};
