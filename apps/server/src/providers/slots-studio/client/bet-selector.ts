import { h } from '../../kit/client/dom.js';
import type { Shell } from './shell.js';
import { t } from './i18n.js';

/** − bet + over the server's bet levels; locked while a round plays. */
export class BetSelector {
  readonly element: HTMLElement;
  private readonly levels: bigint[];
  private index: number;
  private readonly value_: HTMLElement;
  private readonly down: HTMLButtonElement;
  private readonly up: HTMLButtonElement;

  constructor(
    private readonly shell: Shell,
    private readonly locked: () => boolean,
    label = t('bet.label'),
    private readonly onChange: () => void = () => undefined,
  ) {
    this.levels = shell.init.betLevels.map((level) => BigInt(level));
    this.index = Math.max(0, this.levels.indexOf(BigInt(shell.init.defaultBet)));
    this.value_ = h('strong', { class: 'meter-value', 'data-testid': 'bet' });
    this.down = h(
      'button',
      { class: 'step', type: 'button', 'aria-label': t('bet.lower'), onclick: () => this.move(-1) },
      '−',
    );
    this.up = h(
      'button',
      { class: 'step', type: 'button', 'aria-label': t('bet.raise'), onclick: () => this.move(1) },
      '+',
    );
    this.element = h(
      'div',
      { class: 'bet-selector' },
      this.down,
      h('div', { class: 'meter' }, h('span', { class: 'meter-label' }, label), this.value_),
      this.up,
    );
    this.refresh();
  }

  get value(): bigint {
    return this.levels[this.index]!;
  }

  private move(delta: number): void {
    const next = this.index + delta;
    if (this.locked() || next < 0 || next >= this.levels.length) return;
    if (delta > 0 && this.shell.maxBet !== null && this.levels[next]! > this.shell.maxBet) {
      this.shell.toast(t('shell.maxBet', { amount: this.shell.money.format(this.shell.maxBet) }), 'error');
      return;
    }
    this.index = next;
    this.shell.sound.play('click');
    this.refresh();
    this.onChange();
  }

  refresh(): void {
    if (this.shell.maxBet !== null) while (this.index > 0 && this.levels[this.index]! > this.shell.maxBet) this.index--;
    this.value_.textContent = this.shell.money.format(this.value);
    const locked = this.locked();
    this.down.disabled = locked || this.index === 0;
    this.up.disabled = locked || this.index === this.levels.length - 1;
  }
}
