import type { GameApi } from '../../kit/client/api.js';
import { h, sleep, svg } from '../../kit/client/dom.js';
import type { Shell } from './shell.js';
import type { RouletteRoundView, Settled } from './types.js';
import { formatNumber, t } from './i18n.js';

const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

type Spot = { key: string; type: string; numbers?: number[]; index?: number; label: string };
type Placed = { spot: Spot; amount: bigint };

/** European roulette: choose a chip, place it on numbers and outside bets, spin the wheel. */
export class RouletteGame {
  private readonly chips: bigint[];
  private chip: bigint;
  private placed: Placed[] = [];
  private lastBets: Placed[] = [];
  private readonly cells = new Map<string, HTMLElement>();
  private readonly wheel: SVGGElement;
  private readonly ball: SVGCircleElement;
  private readonly totalValue: HTMLElement;
  private readonly history: HTMLElement;
  private readonly result: HTMLElement;
  private readonly spinButton: HTMLButtonElement;
  private readonly chipBar: HTMLElement;
  private rotation = 0;
  private busy = false;

  constructor(
    private readonly shell: Shell,
    private readonly api: GameApi,
  ) {
    const levels = shell.init.betLevels.map((level) => BigInt(level));
    const step = Math.max(1, Math.floor(levels.length / 6));
    this.chips = levels.filter((_, i) => i % step === 0).slice(0, 6);
    this.chip = this.chips[Math.min(1, this.chips.length - 1)]!;
    this.wheel = svg('g', { class: 'wheel-rotor' });
    this.ball = svg('circle', { class: 'ball', cx: 100, cy: 35, r: 4.5 });
    this.drawWheel();
    const wheelSvg = svg('svg', {
      class: 'wheel',
      viewBox: '0 0 200 200',
      role: 'img',
      'aria-label': t('roulette.wheel'),
    });
    wheelSvg.append(this.wheel, svg('polygon', { class: 'pointer', points: '100,6 94,-4 106,-4' }), this.ball);
    this.result = h('div', { class: 'wheel-result', 'data-testid': 'roulette-result' });
    this.history = h('div', { class: 'history', 'aria-label': t('roulette.last') });
    this.totalValue = h('strong', { class: 'meter-value', 'data-testid': 'total-bet' }, shell.money.format(0n));
    shell.stage.append(
      h(
        'div',
        { class: 'felt roulette' },
        h('div', { class: 'wheel-wrap' }, wheelSvg, this.result),
        h('div', { class: 'board-wrap' }, this.history, this.board()),
      ),
    );
    this.chipBar = h('div', { class: 'chips' });
    this.renderChips();
    this.spinButton = h(
      'button',
      {
        class: 'spin',
        type: 'button',
        'aria-label': t('slot.spin'),
        'data-testid': 'spin',
        onclick: () => void this.spin(),
      },
      h('span', { class: 'spin-icon' }),
    );
    shell.controls.classList.add('table-controls');
    shell.controls.append(
      h('div', { class: 'control-group' }, this.chipBar),
      h(
        'div',
        { class: 'control-group center' },
        h('button', { class: 'pill', type: 'button', onclick: () => this.undo() }, t('roulette.undo')),
        this.spinButton,
        h('button', { class: 'pill', type: 'button', onclick: () => this.clearOrRebet() }, t('roulette.clear')),
      ),
      h(
        'div',
        { class: 'control-group end' },
        h('div', { class: 'meter' }, h('span', { class: 'meter-label' }, t('roulette.total')), this.totalValue),
      ),
    );
    shell.onInfo = () => this.showRules();
  }

  private drawWheel(): void {
    const slice = (2 * Math.PI) / WHEEL.length;
    this.wheel.append(svg('circle', { cx: 100, cy: 100, r: 98, class: 'wheel-rim' }));
    WHEEL.forEach((n, i) => {
      const a0 = i * slice - slice / 2 - Math.PI / 2;
      const a1 = a0 + slice;
      const p = (r: number, a: number) => `${100 + r * Math.cos(a)},${100 + r * Math.sin(a)}`;
      this.wheel.append(
        svg('path', {
          d: `M${p(90, a0)} A90,90 0 0,1 ${p(90, a1)} L${p(58, a1)} A58,58 0 0,0 ${p(58, a0)} Z`,
          class: `pocket ${colourOf(n)}`,
        }),
      );
      const mid = a0 + slice / 2;
      const label = svg('text', {
        x: 100 + 80 * Math.cos(mid),
        y: 100 + 80 * Math.sin(mid),
        class: 'pocket-label',
        transform: `rotate(${(mid * 180) / Math.PI + 90} ${100 + 80 * Math.cos(mid)} ${100 + 80 * Math.sin(mid)})`,
      });
      label.textContent = String(n);
      this.wheel.append(label);
    });
    this.wheel.append(
      svg('circle', { cx: 100, cy: 100, r: 56, class: 'wheel-hub' }),
      svg('circle', { cx: 100, cy: 100, r: 14, class: 'wheel-cap' }),
    );
  }

  private spot(spot: Spot, extra = ''): HTMLElement {
    const colour = spot.type === 'straight' ? colourOf(spot.numbers![0]!) : '';
    const cell = h(
      'button',
      {
        class: `spot ${colour} ${extra}`.trim(),
        type: 'button',
        'data-spot': spot.key,
        onclick: () => this.place(spot),
      },
      h('span', {}, spot.label),
    );
    this.cells.set(spot.key, cell);
    return cell;
  }

  private board(): HTMLElement {
    const grid = h('div', { class: 'board' });
    grid.append(this.spot({ key: 'n0', type: 'straight', numbers: [0], label: '0' }, 'zero'));
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 12; col++) {
        const n = col * 3 + (3 - row);
        grid.append(this.spot({ key: `n${n}`, type: 'straight', numbers: [n], label: String(n) }));
      }
      const column = 3 - row;
      grid.append(this.spot({ key: `c${column}`, type: 'column', index: column, label: '2:1' }, 'outside column'));
    }
    for (let d = 1; d <= 3; d++) {
      const dozen = this.spot(
        {
          key: `d${d}`,
          type: 'dozen',
          index: d,
          label: t(d === 1 ? 'roulette.dozen1' : d === 2 ? 'roulette.dozen2' : 'roulette.dozen3'),
        },
        'outside dozen',
      );
      if (d === 1) dozen.style.gridColumn = '2 / span 4';
      grid.append(dozen);
    }
    const even: [string, string][] = [
      ['low', '1–18'],
      ['even', t('roulette.even')],
      ['red', '◆'],
      ['black', '◆'],
      ['odd', t('roulette.odd')],
      ['high', '19–36'],
    ];
    for (const [type, label] of even) {
      const spot = this.spot({ key: type, type, label }, `outside even-money ${type}`);
      if (type === 'low') spot.style.gridColumn = '2 / span 2';
      grid.append(spot);
    }
    return grid;
  }

  private renderChips(): void {
    this.chipBar.replaceChildren(
      ...this.chips.map((value, index) =>
        h(
          'button',
          {
            class: `chip chip-${index}`,
            type: 'button',
            'aria-pressed': String(value === this.chip),
            'aria-label': t('roulette.chip', { amount: this.shell.money.format(value) }),
            onclick: () => {
              this.chip = value;
              this.shell.sound.play('click');
              this.renderChips();
            },
          },
          this.shell.money.number(value).replace(/[.,]00$/, ''),
        ),
      ),
    );
  }

  private get total(): bigint {
    return this.placed.reduce((sum, p) => sum + p.amount, 0n);
  }

  private place(spot: Spot): void {
    if (this.busy) return;
    const max = BigInt(this.shell.init.maxBet);
    if (this.total + this.chip > max) {
      this.shell.toast(t('roulette.tableMax', { amount: this.shell.money.format(max) }), 'error');
      return;
    }
    const straightMax = BigInt(String(this.shell.init.game.rules?.maxStraight ?? max));
    const onSpot = this.placed.filter((p) => p.spot.key === spot.key).reduce((sum, p) => sum + p.amount, 0n);
    if (spot.type === 'straight' && onSpot + this.chip > straightMax) {
      this.shell.toast(t('roulette.straightMax', { amount: this.shell.money.format(straightMax) }), 'error');
      return;
    }
    this.placed.push({ spot, amount: this.chip });
    this.shell.sound.play('chip');
    this.renderPlaced();
  }

  private undo(): void {
    if (this.busy) return;
    this.placed.pop();
    this.renderPlaced();
  }

  private clearOrRebet(): void {
    if (this.busy) return;
    this.placed = this.placed.length === 0 ? [...this.lastBets] : [];
    this.renderPlaced();
  }

  private renderPlaced(): void {
    const sums = new Map<string, bigint>();
    for (const p of this.placed) sums.set(p.spot.key, (sums.get(p.spot.key) ?? 0n) + p.amount);
    for (const [key, cell] of this.cells) {
      cell.querySelector('.stack')?.remove();
      const amount = sums.get(key);
      if (amount) cell.append(h('span', { class: 'stack' }, this.shell.money.number(amount).replace(/[.,]00$/, '')));
    }
    this.totalValue.textContent = this.shell.money.format(this.total);
  }

  private async spin(): Promise<void> {
    if (this.busy || this.shell.stopped) return;
    if (this.placed.length === 0) {
      if (this.lastBets.length === 0) {
        this.shell.toast(t('roulette.placeChip'), 'info');
        return;
      }
      this.placed = [...this.lastBets];
      this.renderPlaced();
    }
    const total = this.total;
    if (total < BigInt(this.shell.init.minBet)) {
      this.shell.toast(t('roulette.tableMin', { amount: this.shell.money.format(this.shell.init.minBet) }), 'error');
      return;
    }
    if (!this.shell.allowStake(total)) return;
    const merged = new Map<string, Placed>();
    for (const p of this.placed) {
      const existing = merged.get(p.spot.key);
      merged.set(p.spot.key, { spot: p.spot, amount: (existing?.amount ?? 0n) + p.amount });
    }
    const bets = [...merged.values()].map(({ spot, amount }) => ({
      type: spot.type,
      ...(spot.numbers ? { numbers: spot.numbers } : {}),
      ...(spot.index ? { index: spot.index } : {}),
      amount: amount.toString(),
    }));
    this.busy = true;
    this.spinButton.disabled = true;
    for (const cell of this.cells.values()) cell.classList.remove('hit');
    this.result.textContent = '';
    try {
      const answer = await this.api.post<{ round: RouletteRoundView } & Settled>('/roulette', { bets });
      this.shell.setBalance(this.shell.balance - total);
      this.shell.sound.play('spin');
      await this.turnTo(answer.round.number);
      this.result.textContent = String(answer.round.number);
      this.result.className = `wheel-result show ${answer.round.color}`;
      this.cells.get(`n${answer.round.number}`)?.classList.add('hit');
      this.history.prepend(h('span', { class: `past ${answer.round.color}` }, String(answer.round.number)));
      while (this.history.children.length > 12) this.history.lastElementChild?.remove();
      const win = BigInt(answer.round.win);
      if (win > 0n) {
        this.shell.sound.play('win');
        this.shell.toast(
          `${answer.round.number} ${t(`roulette.${answer.round.color}`)} · ${t('round.youWin', { amount: this.shell.money.format(win) })}`,
          'win',
          3500,
        );
      }
      if (answer.balance !== null) this.shell.setBalance(answer.balance);
      else this.shell.setBalance(this.shell.balance + win);
      this.shell.roundFinished(answer.pending);
      this.lastBets = [...this.placed];
      this.placed = [];
      this.renderPlaced();
    } catch (error) {
      this.shell.handleError(error);
    }
    this.busy = false;
    this.spinButton.disabled = false;
  }

  /** Turns the wheel a few times so the winning pocket stops under the pointer. */
  private async turnTo(number: number): Promise<void> {
    const index = WHEEL.indexOf(number);
    const pocket = (360 / WHEEL.length) * index;
    const current = ((this.rotation % 360) + 360) % 360;
    this.rotation += 360 * 4 + ((360 - pocket - current + 720) % 360);
    const ms = 3200;
    this.wheel.style.transition = `transform ${ms}ms cubic-bezier(0.15, 0.6, 0.2, 1)`;
    this.wheel.style.transform = `rotate(${this.rotation}deg)`;
    this.ball.classList.add('rolling');
    await sleep(ms);
    this.ball.classList.remove('rolling');
  }

  private showRules(): void {
    const { money, init } = this.shell;
    const rules = [
      t('roulette.rule1'),
      t('roulette.rule2'),
      t('roulette.rule3', { min: money.format(init.minBet), max: money.format(init.maxBet) }),
      t('roulette.rule4'),
      t('round.rtpRule', { rtp: formatNumber(init.game.rtp, 2) }),
    ];
    this.shell.showOverlay(
      `${this.shell.init.game.name} · ${t('round.rules')}`,
      h(
        'div',
        { class: 'paytable' },
        h('p', { class: 'lead' }, this.shell.init.game.description),
        h('ul', { class: 'rules' }, ...rules.map((r) => h('li', {}, r))),
      ),
    );
  }
}
