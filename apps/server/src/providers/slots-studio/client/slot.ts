import { h, nextFrame, sleep, svg } from '../../kit/client/dom.js';
import type { Shell } from './shell.js';
import type { Settled, SlotConfig, SlotRoundView, SlotScreen, SymbolInfo } from './types.js';
import { BetSelector } from './bet-selector.js';
import { formatNumber, t } from './i18n.js';

const AUTOPLAY_COUNTS = [10, 25, 50, 100];
const LOSS_LIMITS = [10n, 25n, 50n, 100n];
const WIN_LIMITS = [0n, 20n, 50n, 100n, 500n];
const LINE_COLOURS = ['#ffd54a', '#4ade80', '#60a5fa', '#f472b6', '#fb923c', '#a78bfa', '#2dd4bf', '#f87171'];

/** A uniformly chosen decorative symbol for the spinning blur; outcomes never come from here. */
function randomIndex(n: number): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0]! % n;
}

type Autoplay = { left: number; lossLimit: bigint; winLimit: bigint; startBalance: bigint };

class Reel {
  readonly element: HTMLElement;
  private readonly strip: HTMLElement;
  cells: HTMLElement[] = [];
  rows: string[];

  constructor(
    private readonly symbols: Map<string, SymbolInfo>,
    initial: string[],
  ) {
    this.strip = h('div', { class: 'strip' });
    this.element = h('div', { class: 'reel' }, this.strip);
    this.rows = initial;
    this.render(initial, 0);
  }

  private cell(symbolId: string): HTMLElement {
    const symbol = this.symbols.get(symbolId);
    return h(
      'div',
      { class: `cell cell--${symbol?.kind ?? 'regular'}`, 'data-symbol': symbolId },
      h('img', { src: symbol?.image ?? '', alt: symbol?.name ?? symbolId, draggable: 'false', decoding: 'async' }),
    );
  }

  /** Puts `top` rows first and `filler` symbols below, sized so `top.length` fill the window. */
  private render(top: string[], fillerCount: number, below: string[] = []): void {
    const ids = [...top];
    const pool = [...this.symbols.values()].filter((s) => s.kind === 'regular');
    for (let i = 0; i < fillerCount; i++) ids.push(pool[randomIndex(pool.length)]!.id);
    ids.push(...below);
    const rows = top.length;
    const nodes = ids.map((id) => this.cell(id));
    this.strip.replaceChildren(...nodes);
    this.strip.style.height = `${(ids.length / rows) * 100}%`;
    for (const node of nodes) node.style.height = `${100 / ids.length}%`;
    this.cells = nodes.slice(0, rows);
  }

  /** Spins down to `target` in `ms`: the old rows leave at the bottom, the new ones land on top. */
  async spin(target: string[], ms: number, fillerCount: number): Promise<void> {
    const previous = this.rows;
    this.render(
      target,
      fillerCount,
      previous.length === target.length ? previous : target.map((_, i) => previous[i % previous.length]!),
    );
    const total = this.strip.children.length;
    const startOffset = ((total - target.length) / total) * 100;
    this.strip.style.transition = 'none';
    this.strip.style.transform = `translate3d(0, -${startOffset}%, 0)`;
    this.element.classList.add('spinning');
    await nextFrame();
    this.strip.style.transition = `transform ${ms}ms cubic-bezier(0.25, 0.1, 0.25, 1.08)`;
    this.strip.style.transform = 'translate3d(0, 0, 0)';
    await sleep(ms);
    this.element.classList.remove('spinning');
    this.rows = target;
  }
}

/**
 * The slot machine: reels spun with CSS transforms to the screens the server decided, win
 * lines drawn over them, the free-spins sequence played out, bet selector, autoplay with its
 * stops, turbo, space to spin, the paytable.
 */
export class SlotGame {
  private readonly config: SlotConfig;
  private readonly symbols: Map<string, SymbolInfo>;
  private readonly reels: Reel[];
  private readonly lines: SVGSVGElement;
  private readonly machine: HTMLElement;
  private readonly banner: HTMLElement;
  private readonly winValue: HTMLElement;
  private readonly spinButton: HTMLButtonElement;
  private readonly autoButton: HTMLButtonElement;
  private readonly turboButton: HTMLButtonElement;
  private readonly bet: BetSelector;
  private readonly featureBar: HTMLElement;
  private busy = false;
  private turbo = false;
  private autoplay: Autoplay | null = null;
  private winCycle = 0;

  constructor(private readonly shell: Shell) {
    this.config = shell.init.game.slot!;
    this.symbols = new Map(this.config.symbols.map((s) => [s.id, s]));
    const rows = this.rowsOf();
    const regular = this.config.symbols.filter((s) => s.kind === 'regular');
    this.reels = Array.from(
      { length: this.config.layout.reels },
      () =>
        new Reel(
          this.symbols,
          Array.from({ length: rows }, () => regular[randomIndex(regular.length)]!.id),
        ),
    );
    this.lines = svg('svg', {
      class: 'lines',
      viewBox: `0 0 ${this.config.layout.reels * 100} ${rows * 100}`,
      preserveAspectRatio: 'none',
    });
    this.banner = h('div', { class: 'banner', hidden: true });
    this.featureBar = h('div', { class: 'feature-bar', hidden: true });
    this.machine = h(
      'div',
      { class: 'machine' },
      h('div', { class: 'reels', 'data-testid': 'reels' }, ...this.reels.map((r) => r.element)),
      this.lines,
      this.banner,
    );
    this.machine.style.setProperty('--reel-count', String(this.config.layout.reels));
    this.machine.style.setProperty('--row-count', String(rows));
    shell.stage.append(
      h(
        'div',
        { class: 'cabinet' },
        h('img', { class: 'marquee', src: shell.init.game.banner, alt: '' }),
        this.featureBar,
        this.machine,
        h('div', { class: 'ways-note' }, this.waysNote()),
      ),
    );

    const win = shell.meter(t('round.win'), 'win');
    this.winValue = win.value;
    this.winValue.textContent = shell.money.format(0n);
    this.bet = new BetSelector(shell, () => this.busy || this.autoplay !== null);
    this.spinButton = h(
      'button',
      {
        class: 'spin',
        type: 'button',
        'aria-label': t('slot.spin'),
        'data-testid': 'spin',
        onclick: () => this.onSpinButton(),
      },
      h('span', { class: 'spin-icon' }),
    );
    this.autoButton = h(
      'button',
      { class: 'pill', type: 'button', 'aria-pressed': 'false', onclick: () => this.onAutoButton() },
      t('slot.auto'),
    );
    this.turboButton = h(
      'button',
      {
        class: 'pill',
        type: 'button',
        'aria-pressed': 'false',
        onclick: () => {
          this.turbo = !this.turbo;
          this.turboButton.setAttribute('aria-pressed', String(this.turbo));
        },
      },
      t('slot.turbo'),
    );
    shell.controls.append(
      h('div', { class: 'control-group' }, this.bet.element),
      h('div', { class: 'control-group center' }, this.autoButton, this.spinButton, this.turboButton),
      h('div', { class: 'control-group end' }, win.element),
    );
    shell.onInfo = () => this.showPaytable();
    window.addEventListener('keydown', (event) => {
      if (event.code !== 'Space' || event.repeat || shell.overlayOpen) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      event.preventDefault();
      this.onSpinButton();
    });
  }

  private rowsOf(): number {
    const layout = this.config.layout;
    return layout.type === 'megaways' ? layout.maxRows : layout.rows;
  }

  private waysNote(): string {
    const layout = this.config.layout;
    if (layout.type === 'lines') return t('slot.lines', { count: layout.lines.length });
    if (layout.type === 'ways') return t('slot.ways', { count: formatNumber(this.rowsOf() ** layout.reels) });
    return t('slot.upToWays', { count: formatNumber(layout.maxRows ** layout.reels) });
  }

  private get stake(): bigint {
    return this.bet.value;
  }

  private onSpinButton(): void {
    if (this.autoplay) {
      this.stopAutoplay();
      return;
    }
    void this.play();
  }

  private onAutoButton(): void {
    if (this.autoplay) this.stopAutoplay();
    else this.showAutoplay();
  }

  private stopAutoplay(): void {
    this.autoplay = null;
    this.autoButton.setAttribute('aria-pressed', 'false');
    this.autoButton.textContent = t('slot.auto');
    this.spinButton.classList.remove('stop');
    this.bet.refresh();
  }

  private updateAutoLabel(): void {
    if (!this.autoplay) return;
    this.autoButton.textContent = t('slot.autoLeft', { count: this.autoplay.left });
  }

  /** One round: stake, spin, win lines, free spins; answers whether autoplay may go on. */
  private async play(): Promise<boolean> {
    if (this.busy || this.shell.stopped) return false;
    const stake = this.stake;
    if (!this.shell.allowStake(stake)) return false;
    this.busy = true;
    this.bet.refresh();
    this.spinButton.disabled = this.autoplay === null;
    this.clearWins();
    this.winValue.textContent = this.shell.money.format(0n);
    this.shell.sound.play('spin');
    let result: { round: SlotRoundView } & Settled;
    try {
      result = await this.shell.api.post<{ round: SlotRoundView } & Settled>('/spin', { stake: stake.toString() });
    } catch (error) {
      this.shell.handleError(error);
      this.busy = false;
      this.spinButton.disabled = false;
      this.bet.refresh();
      return false;
    }
    this.shell.setBalance(this.shell.balance - stake);
    const total = await this.playScreens(result.round);
    if (result.balance !== null) this.shell.setBalance(result.balance);
    else this.shell.setBalance(this.shell.balance + total);
    this.shell.roundFinished(result.pending);
    this.busy = false;
    this.spinButton.disabled = false;
    this.bet.refresh();
    const single = BigInt(result.round.win);
    if (this.autoplay && this.autoplay.winLimit > 0n && single >= this.autoplay.winLimit) {
      this.shell.toast(t('slot.autoStopWin', { amount: this.shell.money.format(single) }), 'win');
      return false;
    }
    if (single > 0n) this.cycleWins(result.round.screens[result.round.screens.length - 1]!);
    return true;
  }

  private async playScreens(round: SlotRoundView): Promise<bigint> {
    const stake = BigInt(round.stake);
    let total = 0n;
    let freeTotal = 0;
    let freeDone = 0;
    for (const [index, screen] of round.screens.entries()) {
      if (screen.freeSpin) {
        freeDone++;
        this.featureBar.hidden = false;
        this.featureBar.textContent = t('slot.freeSpin', {
          n: freeDone,
          total: freeTotal,
          multiplier: screen.multiplier,
        });
        await sleep(this.turbo ? 150 : 400);
      }
      await this.spinTo(screen);
      total += BigInt(screen.win);
      if (screen.wins.length > 0) {
        this.showWins(screen);
        this.countUp(total - BigInt(screen.win), total);
        this.shell.sound.play(BigInt(screen.win) >= stake * 20n ? 'bigWin' : 'win');
        await sleep(this.turbo ? 500 : 1300);
      }
      if (screen.freeSpinsAwarded > 0) {
        freeTotal += screen.freeSpinsAwarded;
        this.shell.sound.play('feature');
        await this.showBanner(
          t(index === 0 ? 'slot.freeSpins' : 'slot.retrigger'),
          t('slot.awarded', { count: screen.freeSpinsAwarded }),
          this.turbo ? 900 : 2000,
        );
      }
      if (index < round.screens.length - 1) this.clearWins();
    }
    if (freeTotal > 0) {
      this.featureBar.hidden = true;
      await this.showBanner(t('slot.featureWin'), this.shell.money.format(total), this.turbo ? 1000 : 2200);
    } else if (total >= stake * 20n) {
      await this.showBanner(
        t(total >= stake * 50n ? 'slot.megaWin' : 'slot.bigWin'),
        this.shell.money.format(total),
        this.turbo ? 1000 : 2200,
      );
    }
    this.winValue.textContent = this.shell.money.format(total);
    return total;
  }

  private async spinTo(screen: SlotScreen): Promise<void> {
    const base = this.turbo ? 260 : 650;
    const gap = this.turbo ? 70 : 170;
    const rows = Math.max(...screen.reels.map((reel) => reel.length));
    this.machine.style.setProperty('--row-count', String(rows));
    this.lines.setAttribute('viewBox', `0 0 ${this.reels.length * 100} ${rows * 100}`);
    await Promise.all(
      this.reels.map(async (reel, index) => {
        await reel.spin(screen.reels[index]!, base + index * gap, this.turbo ? 6 : 12 + index * 3);
        this.shell.sound.play('stop');
      }),
    );
  }

  private countUp(from: bigint, to: bigint): void {
    const steps = 20;
    let step = 0;
    const tick = () => {
      step++;
      this.winValue.textContent = this.shell.money.format(from + ((to - from) * BigInt(step)) / BigInt(steps));
      if (step < steps) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  private async showBanner(title: string, detail: string, ms: number): Promise<void> {
    this.banner.replaceChildren(h('strong', {}, title), h('span', {}, detail));
    this.banner.hidden = false;
    this.banner.classList.remove('show');
    void this.banner.offsetWidth;
    this.banner.classList.add('show');
    await sleep(ms);
    this.banner.hidden = true;
  }

  private clearWins(): void {
    this.winCycle++;
    this.lines.replaceChildren();
    for (const reel of this.reels) for (const cell of reel.cells) cell.classList.remove('win', 'dim');
  }

  private showWins(screen: SlotScreen, only?: number): void {
    this.lines.replaceChildren();
    const winning = new Set<string>();
    const rows = Math.max(...screen.reels.map((reel) => reel.length));
    screen.wins.forEach((win, index) => {
      if (only !== undefined && index !== only) return;
      for (const [reel, row] of win.positions) winning.add(`${reel}:${row}`);
      const layout = this.config.layout;
      if (win.line !== null && layout.type === 'lines') {
        const path = layout.lines[win.line]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        const colour = LINE_COLOURS[win.line % LINE_COLOURS.length]!;
        this.lines.append(svg('polyline', { points: path, stroke: colour, class: 'payline' }));
      }
    });
    this.lines.setAttribute('viewBox', `0 0 ${this.reels.length * 100} ${rows * 100}`);
    this.reels.forEach((reel, r) =>
      reel.cells.forEach((cell, row) => {
        const on = winning.has(`${r}:${row}`);
        cell.classList.toggle('win', on);
        cell.classList.toggle('dim', !on);
      }),
    );
    if (only !== undefined) {
      const win = screen.wins[only]!;
      const name = this.symbols.get(win.symbol)?.name ?? win.symbol;
      this.featureBar.hidden = false;
      const what = `${win.count} × ${name} · ${this.shell.money.format(win.amount)}`;
      this.featureBar.textContent = win.line !== null ? `${t('slot.line', { line: win.line + 1 })}: ${what}` : what;
    }
  }

  /** While idle, shows each win of the last screen in turn. */
  private cycleWins(screen: SlotScreen): void {
    if (screen.wins.length < 2) return;
    const cycle = ++this.winCycle;
    let index = 0;
    const next = () => {
      if (cycle !== this.winCycle || this.busy) return;
      this.showWins(screen, index);
      index = (index + 1) % screen.wins.length;
      setTimeout(next, 1400);
    };
    setTimeout(next, 600);
  }

  private async runAutoplay(): Promise<void> {
    while (this.autoplay && this.autoplay.left > 0 && !this.shell.stopped) {
      const auto = this.autoplay;
      const loss = auto.startBalance - this.shell.balance;
      if (loss + this.stake > auto.lossLimit) {
        this.shell.toast(t('slot.autoStopLoss', { amount: this.shell.money.format(auto.lossLimit) }), 'info');
        break;
      }
      auto.left--;
      this.updateAutoLabel();
      const goOn = await this.play();
      if (!goOn) break;
      await sleep(this.turbo ? 150 : 450);
    }
    this.stopAutoplay();
  }

  private showAutoplay(): void {
    const money = this.shell.money;
    let count = 25;
    let lossMultiple = 50n;
    let winMultiple = 0n;
    const choice = <T>(values: T[], label: (value: T) => string, initial: T, set: (value: T) => void) => {
      const buttons = values.map((value) =>
        h(
          'button',
          {
            class: 'chip-choice',
            type: 'button',
            'aria-pressed': String(value === initial),
            onclick: (event: Event) => {
              set(value);
              for (const button of buttons) button.setAttribute('aria-pressed', String(button === event.currentTarget));
            },
          },
          label(value),
        ),
      );
      return h('div', { class: 'choices' }, ...buttons);
    };
    const stake = this.stake;
    this.shell.showOverlay(
      t('auto.title'),
      h(
        'div',
        { class: 'autoplay' },
        h('h3', {}, t('auto.spins')),
        choice(
          AUTOPLAY_COUNTS,
          (v) => formatNumber(v),
          count,
          (v) => (count = v),
        ),
        h('h3', {}, t('auto.loss')),
        choice(
          LOSS_LIMITS,
          (m) => money.format(stake * m),
          lossMultiple,
          (v) => (lossMultiple = v),
        ),
        h('h3', {}, t('auto.win')),
        choice(
          WIN_LIMITS,
          (m) => (m === 0n ? t('auto.off') : money.format(stake * m)),
          winMultiple,
          (v) => (winMultiple = v),
        ),
        h(
          'button',
          {
            class: 'button primary wide',
            type: 'button',
            'data-testid': 'autoplay-start',
            onclick: () => {
              this.shell.closeOverlay();
              this.autoplay = {
                left: count,
                lossLimit: stake * lossMultiple,
                winLimit: stake * winMultiple,
                startBalance: this.shell.balance,
              };
              this.autoButton.setAttribute('aria-pressed', 'true');
              this.spinButton.classList.add('stop');
              this.updateAutoLabel();
              this.bet.refresh();
              void this.runAutoplay();
            },
          },
          t('auto.start'),
        ),
      ),
    );
  }

  private showPaytable(): void {
    const { money, init } = this.shell;
    const stake = this.stake;
    const coins = BigInt(this.config.coins);
    const payFor = (pays: number) => money.format((BigInt(pays) * stake) / coins);
    const rowsFor = (symbol: SymbolInfo) =>
      symbol.pays
        .map((pays, count) => ({ pays, count }))
        .filter(({ pays }) => pays > 0)
        .reverse()
        .map(({ pays, count }) => h('li', {}, h('span', {}, `${count}×`), h('strong', {}, payFor(pays))));
    const symbolCard = (symbol: SymbolInfo) =>
      h(
        'div',
        { class: `pay-card pay-card--${symbol.kind}` },
        h('img', { src: symbol.image, alt: '' }),
        h('div', {}, h('p', { class: 'pay-name' }, symbol.name), h('ul', { class: 'pays' }, ...rowsFor(symbol))),
      );
    const layout = this.config.layout;
    const special = this.config.symbols.filter((s) => s.kind !== 'regular');
    const topPay = (symbol: SymbolInfo) => Math.max(...symbol.pays);
    const regular = this.config.symbols.filter((s) => s.kind === 'regular').sort((a, b) => topPay(b) - topPay(a));
    const rules: string[] = [];
    if (layout.type === 'lines') rules.push(t('pay.linesRule', { count: layout.lines.length }));
    else if (layout.type === 'ways')
      rules.push(t('pay.waysRule', { count: formatNumber(layout.rows ** layout.reels) }));
    else
      rules.push(
        t('pay.megawaysRule', {
          min: layout.minRows,
          max: layout.maxRows,
          ways: formatNumber(layout.maxRows ** layout.reels),
        }),
      );
    for (const s of special) {
      if (s.kind === 'wild')
        rules.push(
          s.multiplier
            ? t('pay.wildMultiplier', { name: s.name, multiplier: s.multiplier })
            : t('pay.wild', { name: s.name }),
        );
      if (s.kind === 'scatter') rules.push(t('pay.scatter', { name: s.name }));
      if (s.kind === 'jackpot') rules.push(t('pay.jackpot', { name: s.name }));
    }
    const free = this.config.freeSpins;
    if (free) {
      const scatter = this.symbols.get(free.scatter)?.name ?? free.scatter;
      const awards = free.awards
        .map((n, count) => ({ n, count }))
        .filter(({ n }) => n > 0)
        .map(({ n, count }) => `${count} × ${scatter}: ${n}`);
      rules.push(t('pay.freeSpins', { awards: awards.join(', '), multiplier: free.multiplier }));
    }
    rules.push(t('pay.void'));
    const lineDiagrams =
      layout.type === 'lines'
        ? h(
            'div',
            { class: 'line-diagrams' },
            ...layout.lines.map((line, index) => {
              const grid = h('div', { class: 'line-diagram' });
              grid.style.setProperty('--reel-count', String(layout.reels));
              for (let row = 0; row < layout.rows; row++)
                for (let reel = 0; reel < layout.reels; reel++)
                  grid.append(h('i', { class: line[reel] === row ? 'on' : '' }));
              return h('figure', {}, grid, h('figcaption', {}, String(index + 1)));
            }),
          )
        : null;
    this.shell.showOverlay(
      `${init.game.name} · ${t('pay.title')}`,
      h(
        'div',
        { class: 'paytable' },
        h('p', { class: 'lead' }, init.game.description),
        h('div', { class: 'pay-grid' }, ...special.map(symbolCard), ...regular.map(symbolCard)),
        h('h3', {}, t('round.rules')),
        h('ul', { class: 'rules' }, ...rules.map((rule) => h('li', {}, rule))),
        lineDiagrams ? h('h3', {}, t('pay.paylines')) : null,
        lineDiagrams,
        h(
          'dl',
          { class: 'facts' },
          h('dt', {}, t('round.rtp')),
          h('dd', {}, `${formatNumber(init.game.rtp, 2)}%`),
          h('dt', {}, t('pay.volatility')),
          h('dd', {}, t(`pay.${init.game.volatility}`)),
          h('dt', {}, t('pay.bets')),
          h('dd', {}, `${money.format(init.minBet)} – ${money.format(init.maxBet)}`),
        ),
        h('h3', {}, t('pay.controls')),
        h('p', {}, t('pay.controlsText')),
      ),
    );
  }
}
