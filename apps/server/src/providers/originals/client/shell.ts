import { formatMultiplier } from '@casino/shared/originals/game';
import { GameApi, GameApiError } from '../../kit/client/api.js';
import { AutobetForm, nextStake, shouldStop } from './autobet.js';
import { h } from '../../kit/client/dom.js';
import { FairnessPanel } from './fairness.js';
import type { GameView, ShellApi } from './game-view.js';
import { GAME_VIEWS } from './games.js';
import { setMessages, t } from './i18n.js';
import { Money } from '../../kit/client/money.js';
import type { BetView, InitData, Settled } from './types.js';

type Boot = { launch: string; api: string; gameId: string; messages: Record<string, string>; lang: string };

/** Refusals after which nothing more can be played in this launch. */
const FATAL = new Set([
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'USER_DISABLED',
  'WRONG_CURRENCY',
  'LAUNCH_EXPIRED',
  'LAUNCH_NOT_FOUND',
]);

/** The player's words for a refusal: the wallet's result code first, then the studio's. */
function refusalText(error: unknown): string {
  if (!(error instanceof GameApiError)) return t('error.generic');
  const code = error.wallet?.status ?? error.code;
  const key = `error.${code}`;
  const text = t(key);
  return text === key ? error.message : text;
}

/**
 * The frame around every original: the side panel (Manual / Auto, the stake, the game's own
 * controls, the bet button), the stage, the balance, the last results and the fairness panel.
 */
class Shell implements ShellApi {
  readonly money: Money;
  private balance: bigint;
  private readonly decimals: number;
  private readonly view: GameView;
  private readonly amount: HTMLInputElement;
  private readonly button: HTMLButtonElement;
  private readonly balanceText: HTMLElement;
  private readonly history: HTMLElement;
  private readonly notice: HTMLElement;
  private readonly profitLine: HTMLElement;
  private readonly autobet: AutobetForm;
  private mode: 'manual' | 'auto' = 'manual';
  private running = false;
  private stopRequested = false;
  private busy = false;
  private round: BetView | null;
  private fatal = false;

  constructor(
    private readonly init: InitData,
    private readonly api: GameApi,
    mount: HTMLElement,
    private readonly boot: Boot,
  ) {
    this.money = new Money(init.currency, init.subunitToUnit, boot.lang);
    this.decimals = this.money.decimals;
    this.balance = BigInt(init.balance);
    this.round = init.round;
    const factory = GAME_VIEWS[init.game.id];
    if (!factory) throw new Error(`no view for ${init.game.id}`);
    this.view = factory(this);

    this.amount = h('input', {
      type: 'text',
      inputmode: 'decimal',
      class: 'amount-input',
      'aria-label': t('bet.amount'),
      'data-testid': 'bet-amount',
      value: this.toUnits(
        BigInt(init.minBet) * 10n > BigInt(init.maxBet) ? BigInt(init.minBet) : BigInt(init.minBet) * 10n,
      ),
      oninput: () => this.refresh(),
    });
    const scale = (factor: 'half' | 'double') => () => {
      const stake = this.stake() ?? BigInt(init.minBet);
      const next = factor === 'half' ? stake / 2n : stake * 2n;
      this.amount.value = this.toUnits(this.perChip(this.clamp(next)));
      this.refresh();
    };
    this.button = h('button', {
      type: 'button',
      class: 'primary',
      'data-testid': 'bet-button',
      onclick: () => void this.press(),
    });
    this.balanceText = h('strong', { 'data-testid': 'balance' });
    this.history = h('div', { class: 'history', 'aria-label': t('shell.lastResults') });
    this.notice = h('p', { class: 'notice', role: 'status' });
    this.profitLine = h('p', { class: 'profit-line' });
    this.autobet = new AutobetForm((text) => this.toMinor(text));

    const tabs = h('div', { class: 'tabs', role: 'tablist' });
    const tab = (mode: 'manual' | 'auto', label: string) =>
      h(
        'button',
        {
          type: 'button',
          role: 'tab',
          class: 'tab',
          'aria-selected': String(mode === 'manual'),
          'data-testid': `tab-${mode}`,
          onclick: (event: Event) => {
            if (this.running) return;
            this.mode = mode;
            for (const b of tabs.children) b.setAttribute('aria-selected', String(b === event.currentTarget));
            this.autobet.element.hidden = mode !== 'auto';
            this.refresh();
          },
        },
        label,
      );
    tabs.append(tab('manual', t('shell.manual')));
    if (this.view.autobet) tabs.append(tab('auto', t('shell.auto')));
    this.autobet.element.hidden = true;

    const fairness = new FairnessPanel(api, init, () => this.running || this.round !== null || this.busy);
    const panel = h(
      'aside',
      { class: 'panel' },
      tabs,
      h(
        'label',
        { class: 'field' },
        h(
          'span',
          { class: 'label' },
          this.view.chips ? t('roulette.chip') : t('bet.amount'),
          h('span', { class: 'muted' }, init.currency),
        ),
        h(
          'span',
          { class: 'input' },
          this.amount,
          h('button', { type: 'button', class: 'chip', onclick: scale('half') }, '½'),
          h('button', { type: 'button', class: 'chip', onclick: scale('double') }, '2×'),
        ),
      ),
      this.view.controls,
      this.autobet.element,
      this.button,
      this.profitLine,
      this.notice,
    );
    const top = h(
      'header',
      { class: 'topbar' },
      h(
        'span',
        { class: 'brand' },
        h('span', { class: 'brand-mark' }, '◆'),
        init.game.name,
        init.demo ? h('span', { class: 'badge' }, t('shell.demo')) : null,
      ),
      this.history,
      h('span', { class: 'balance' }, h('span', { class: 'muted' }, t('shell.balance')), this.balanceText),
      h(
        'button',
        { type: 'button', class: 'ghost', 'data-testid': 'open-fairness', onclick: () => fairness.open() },
        '⚖ ',
        t('fair.title'),
      ),
    );
    mount.replaceChildren(
      h(
        'div',
        { class: 'game' },
        top,
        h('div', { class: 'body' }, panel, h('section', { class: 'stage' }, this.view.stage)),
        fairness.element,
      ),
    );
    if (this.round) this.view.stepped?.open(this.round);
    this.showBalance();
    this.refresh();
  }

  private toUnits(minor: bigint): string {
    const scale = BigInt(this.init.subunitToUnit);
    const whole = minor / scale;
    if (this.decimals === 0) return whole.toString();
    return `${whole}.${(minor % scale).toString().padStart(this.decimals, '0')}`;
  }

  private toMinor(text: string): bigint | null {
    const match = /^\s*(\d{1,15})(?:[.,](\d*))?\s*$/.exec(text);
    if (!match) return null;
    const fraction = (match[2] ?? '').slice(0, this.decimals).padEnd(this.decimals, '0');
    return BigInt(match[1]!) * BigInt(this.init.subunitToUnit) + (fraction ? BigInt(fraction) : 0n);
  }

  private clamp(stake: bigint): bigint {
    const min = BigInt(this.init.minBet);
    const max = BigInt(this.init.maxBet);
    return stake < min ? min : stake > max ? max : stake;
  }

  private stake(): bigint | null {
    const amount = this.toMinor(this.amount.value);
    const stake = amount === null ? null : amount * BigInt(this.view.chips?.() ?? 1);
    if (stake === null || stake < BigInt(this.init.minBet) || stake > BigInt(this.init.maxBet)) return null;
    return stake;
  }

  /** The amount field's value for a stake (one chip's worth for roulette). */
  private perChip(stake: bigint): bigint {
    return stake / BigInt(Math.max(1, this.view.chips?.() ?? 1));
  }

  private showBalance(): void {
    this.balanceText.textContent = this.money.format(this.balance);
  }

  private say(text: string, kind: 'info' | 'error' | 'win' = 'info'): void {
    this.notice.textContent = text;
    this.notice.dataset.kind = kind;
  }

  refresh(): void {
    // A game may ask while it is being built, before the panel exists.
    if (this.button === undefined) return;
    const open = this.round !== null;
    const stake = this.stake();
    if (this.running) {
      this.button.textContent = this.stopRequested ? t('auto.stopping') : t('auto.stop');
      this.button.disabled = this.stopRequested;
      return;
    }
    if (open && this.view.stepped) {
      this.button.textContent = t('bet.cashOut');
      this.button.disabled = this.busy || !this.view.stepped.canCashOut(this.round!);
    } else {
      this.button.textContent = this.mode === 'auto' ? t('auto.start') : t('bet.place');
      this.button.disabled = this.busy || this.fatal || stake === null || this.view.params() === null;
    }
    this.amount.disabled = open || this.busy;
    this.autobet.disabled = this.running;
    const min = this.money.format(this.init.minBet);
    const max = this.money.format(this.init.maxBet);
    if (stake === null && !open) this.say(t('bet.limits', { min, max }));
    else if (this.notice.dataset.kind !== 'error' && this.notice.dataset.kind !== 'win') this.say('');
  }

  private async press(): Promise<void> {
    if (this.running) {
      this.stopRequested = true;
      this.refresh();
      return;
    }
    if (this.round && this.view.stepped) {
      await this.guard(async () => {
        await this.act(this.view.stepped!.cashOutAction);
      });
      return;
    }
    if (this.mode === 'auto') {
      await this.runAuto();
      return;
    }
    await this.guard(async () => {
      await this.placeOne(this.stake()!);
    });
  }

  private async guard(task: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.refresh();
    try {
      await task();
      return true;
    } catch (error) {
      this.say(refusalText(error), 'error');
      if (error instanceof GameApiError) {
        if (error.wallet?.balance !== undefined) {
          this.balance = BigInt(error.wallet.balance);
          this.showBalance();
        }
        if (FATAL.has(error.wallet?.status ?? error.code)) this.fatal = true;
      }
      return false;
    } finally {
      this.busy = false;
      this.refresh();
    }
  }

  /** One bet: an instant game's settled result, or a multi-step game's open round. */
  private async placeOne(stake: bigint): Promise<BetView> {
    this.say('');
    const params = this.view.params();
    if (this.view.stepped) {
      this.balance -= stake;
      this.showBalance();
      const settled = await this.api
        .post<Settled>('/round/start', { stake: stake.toString(), params })
        .catch((error: unknown) => {
          this.balance += stake;
          this.showBalance();
          throw error;
        });
      this.apply(settled);
      return settled.bet;
    }
    this.balance -= stake;
    this.showBalance();
    let settled: Settled;
    try {
      settled = await this.api.post<Settled>('/bet', { stake: stake.toString(), params });
    } catch (error) {
      this.balance += stake;
      this.showBalance();
      throw error;
    }
    await this.view.show(settled.bet);
    this.apply(settled);
    return settled.bet;
  }

  async act(action: unknown): Promise<Settled> {
    let settled: Settled;
    try {
      settled = await this.api.post<Settled>('/round/act', { action });
    } catch (error) {
      this.say(refusalText(error), 'error');
      throw error;
    }
    if (settled.bet.status === 'open') {
      this.round = settled.bet;
      this.view.stepped?.open(settled.bet);
    } else {
      await this.view.show(settled.bet);
      this.apply(settled);
    }
    this.refresh();
    return settled;
  }

  private apply(settled: Settled): void {
    const { bet } = settled;
    this.round = bet.status === 'open' ? bet : null;
    if (bet.status === 'open') this.view.stepped?.open(bet);
    if (settled.balance !== null) this.balance = BigInt(settled.balance);
    else if (bet.status !== 'open') this.balance += BigInt(bet.payout);
    this.showBalance();
    if (bet.status === 'open') return;
    const won = BigInt(bet.payout) > 0n;
    this.addHistory(bet.multiplier, BigInt(bet.payout) >= BigInt(bet.stake) && won);
    if (won)
      this.say(
        t('bet.won', { amount: this.money.format(bet.payout), multiplier: formatMultiplier(bet.multiplier) }),
        'win',
      );
    else this.say(t('bet.lost'), 'info');
  }

  private addHistory(multiplier: number, won: boolean): void {
    const pill = h('span', { class: `pill ${won ? 'win' : 'loss'}` }, `${formatMultiplier(multiplier)}×`);
    this.history.prepend(pill);
    while (this.history.children.length > 6) this.history.lastElementChild!.remove();
  }

  /** Autobet: plays until the count, a profit or loss limit, a refusal or the player stops it. */
  private async runAuto(): Promise<void> {
    const settings = this.autobet.settings();
    const base = this.stake();
    if (base === null) return;
    this.running = true;
    this.stopRequested = false;
    this.refresh();
    let stake = base;
    let profit = 0n;
    let played = 0;
    try {
      for (;;) {
        let bet: BetView;
        try {
          bet = await this.placeOne(this.clamp(stake));
          if (bet.status === 'open' && this.view.stepped) bet = await this.view.stepped.autoPlay(bet);
        } catch (error) {
          this.say(`${refusalText(error)} ${t('auto.stopped')}`, 'error');
          if (error instanceof GameApiError && FATAL.has(error.wallet?.status ?? error.code)) this.fatal = true;
          break;
        }
        played++;
        const won = BigInt(bet.payout) > BigInt(bet.stake);
        profit += BigInt(bet.payout) - BigInt(bet.stake);
        this.profitLine.textContent = t('auto.progress', { played, profit: this.money.format(profit) });
        if (this.stopRequested || shouldStop(played, profit, settings)) break;
        stake = nextStake(base, this.clamp(stake), won, settings);
        this.amount.value = this.toUnits(this.perChip(this.clamp(stake)));
      }
    } finally {
      this.running = false;
      this.stopRequested = false;
      this.amount.value = this.toUnits(this.perChip(base));
      this.refresh();
    }
  }
}

export async function startGame(): Promise<void> {
  const mount = document.getElementById('app')!;
  const boot = JSON.parse(document.getElementById('boot')!.textContent ?? '{}') as Boot;
  setMessages(boot.messages, boot.lang);
  const api = new GameApi(boot.api, boot.launch);
  try {
    const init = await api.post<InitData>('/init');
    new Shell(init, api, mount, boot);
    document.body.classList.add('ready');
  } catch (error) {
    mount.replaceChildren(h('div', { class: 'boot' }, h('p', { class: 'boot-error' }, refusalText(error))));
  }
}
