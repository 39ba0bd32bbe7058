import { h } from '../../kit/client/dom.js';
import { t } from './i18n.js';

export interface AutobetSettings {
  /** 0 plays until stopped. */
  count: number;
  onWinPercent: number | null;
  onLossPercent: number | null;
  stopProfit: bigint | null;
  stopLoss: bigint | null;
}

/** The Auto tab's fields: how many bets, what to do after a win or a loss, when to stop. */
export class AutobetForm {
  readonly element: HTMLElement;
  private readonly count = h('input', {
    type: 'number',
    min: '0',
    step: '1',
    value: '10',
    inputmode: 'numeric',
    'aria-label': t('auto.count'),
  });
  private readonly onWin = h('input', {
    type: 'number',
    min: '0',
    step: '1',
    value: '0',
    inputmode: 'decimal',
    'aria-label': t('auto.onWin'),
  });
  private readonly onLoss = h('input', {
    type: 'number',
    min: '0',
    step: '1',
    value: '0',
    inputmode: 'decimal',
    'aria-label': t('auto.onLoss'),
  });
  private readonly stopProfit = h('input', {
    type: 'text',
    inputmode: 'decimal',
    placeholder: '0.00',
    'aria-label': t('auto.stopProfit'),
  });
  private readonly stopLoss = h('input', {
    type: 'text',
    inputmode: 'decimal',
    placeholder: '0.00',
    'aria-label': t('auto.stopLoss'),
  });

  constructor(private readonly toMinor: (text: string) => bigint | null) {
    const field = (label: string, input: HTMLElement, suffix?: string) =>
      h(
        'label',
        { class: 'field' },
        h('span', { class: 'label' }, label),
        h('span', { class: 'input' }, input, suffix ? h('span', { class: 'suffix' }, suffix) : null),
      );
    this.element = h(
      'div',
      { class: 'autobet' },
      field(t('auto.count'), this.count, '∞ = 0'),
      h('div', { class: 'row2' }, field(t('auto.onWin'), this.onWin, '%'), field(t('auto.onLoss'), this.onLoss, '%')),
      h(
        'div',
        { class: 'row2' },
        field(t('auto.stopProfit'), this.stopProfit),
        field(t('auto.stopLoss'), this.stopLoss),
      ),
    );
  }

  settings(): AutobetSettings {
    const percent = (input: HTMLInputElement) => {
      const value = Number(input.value);
      return Number.isFinite(value) && value > 0 ? value : null;
    };
    const amount = (input: HTMLInputElement) => (input.value.trim() ? this.toMinor(input.value) : null);
    return {
      count: Math.max(0, Math.floor(Number(this.count.value) || 0)),
      onWinPercent: percent(this.onWin),
      onLossPercent: percent(this.onLoss),
      stopProfit: amount(this.stopProfit),
      stopLoss: amount(this.stopLoss),
    };
  }

  set disabled(value: boolean) {
    for (const input of [this.count, this.onWin, this.onLoss, this.stopProfit, this.stopLoss]) input.disabled = value;
  }
}

/** The next stake after a bet: reset to the base, or raised by the percentage set for a win or a loss. */
export function nextStake(base: bigint, current: bigint, won: boolean, settings: AutobetSettings): bigint {
  const percent = won ? settings.onWinPercent : settings.onLossPercent;
  if (percent === null) return base;
  return current + (current * BigInt(Math.round(percent * 100))) / 10_000n;
}

/** Whether the run stops after this bet: its count is played or its profit or loss limit reached. */
export function shouldStop(played: number, profit: bigint, settings: AutobetSettings): boolean {
  if (settings.count > 0 && played >= settings.count) return true;
  if (settings.stopProfit !== null && profit >= settings.stopProfit) return true;
  if (settings.stopLoss !== null && -profit >= settings.stopLoss) return true;
  return false;
}
