import {
  diceChance,
  diceMultiplier,
  DICE_MAX_SPAN,
  DICE_MIN_SPAN,
  winningSpan,
  type DiceOutcome,
  type DiceParams,
} from '@casino/shared/originals/dice';
import { formatMultiplier } from '@casino/shared/originals/game';
import { h, sleep } from '../../../kit/client/dom.js';
import { num, t } from '../i18n.js';
import type { GameFactory } from '../game-view.js';

/** Dice: a slider from 0 to 100 with the winning side lit, the roll landing on it. */
export const diceView: GameFactory = () => {
  let target = 5050;
  let direction: DiceParams['direction'] = 'over';

  const valid = () => {
    const span = winningSpan(target, direction);
    return span >= DICE_MIN_SPAN && span <= DICE_MAX_SPAN;
  };
  const slider = h('input', {
    type: 'range',
    min: '200',
    max: '9800',
    step: '1',
    value: String(target),
    class: 'dice-slider',
    'aria-label': t('dice.target'),
    'data-testid': 'dice-target',
  });
  const track = h('div', { class: 'dice-track' });
  const marker = h('div', { class: 'dice-marker', hidden: true }, h('span', {}));
  const multiplierOut = h('output', { class: 'stat-value' });
  const chanceOut = h('output', { class: 'stat-value' });
  const targetOut = h('output', { class: 'stat-value' });
  const flip = h('button', { type: 'button', class: 'secondary', 'data-testid': 'dice-flip' });

  const update = () => {
    track.dataset.direction = direction;
    track.style.setProperty('--split', `${target / 100}%`);
    targetOut.textContent = num(target / 100);
    multiplierOut.textContent = `${formatMultiplier(diceMultiplier(target, direction), 4)}×`;
    chanceOut.textContent = `${num(diceChance(target, direction), 2)} %`;
    flip.textContent = direction === 'over' ? t('dice.rollOver') : t('dice.rollUnder');
  };
  slider.addEventListener('input', () => {
    target = Number(slider.value);
    update();
  });
  flip.addEventListener('click', () => {
    direction = direction === 'over' ? 'under' : 'over';
    target = 10_000 - target;
    slider.value = String(target);
    update();
  });
  update();

  const stat = (label: string, out: HTMLElement) =>
    h('div', { class: 'stat' }, h('span', { class: 'label' }, label), out);
  const stage = h(
    'div',
    { class: 'dice-stage' },
    h('div', { class: 'dice-scale' }, ...['0', '25', '50', '75', '100'].map((n) => h('span', {}, n))),
    h('div', { class: 'dice-rail' }, track, slider, marker),
    h(
      'div',
      { class: 'stats' },
      stat(t('dice.multiplier'), multiplierOut),
      stat(direction === 'over' ? t('dice.rollOver') : t('dice.rollUnder'), targetOut),
      stat(t('dice.chance'), chanceOut),
    ),
  );
  const controls = h('div', { class: 'game-controls' }, flip, h('p', { class: 'muted small' }, t('dice.edge')));

  return {
    controls,
    stage,
    autobet: true,
    params: () => (valid() ? { target, direction } : null),
    async show(bet) {
      const outcome = bet.outcome as DiceOutcome;
      marker.hidden = false;
      marker.style.setProperty('--at', `${outcome.roll / 100}%`);
      marker.dataset.won = String(outcome.won);
      marker.firstElementChild!.textContent = num(outcome.roll / 100);
      marker.setAttribute('data-testid', 'dice-roll');
      await sleep(250);
    },
  };
};
