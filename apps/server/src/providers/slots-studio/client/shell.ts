import { GameApiError, type GameApi } from '../../kit/client/api.js';
import { h } from '../../kit/client/dom.js';
import { FrameBridge } from './frame.js';
import { Money } from '../../kit/client/money.js';
import { Sound } from './sound.js';
import type { InitData } from './types.js';
import { intlTag, isMessageKey, t } from './i18n.js';

/** What a wallet or game server refusal means to the player, and what they can do about it. */
export const refusal = (code: string): string => {
  const key = `error.${code}`;
  return isMessageKey(key) ? t(key) : t('error.generic');
};

/** Refusals after which nothing more can be played in this launch. */
const FATAL = new Set([
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'USER_DISABLED',
  'WRONG_CURRENCY',
  'LAUNCH_EXPIRED',
  'LAUNCH_NOT_FOUND',
]);

export type ToastKind = 'info' | 'error' | 'win';

/**
 * The frame's chrome around every game: top bar (lobby, name, info, sound), the stage the game
 * draws into, the controls row, messages and overlays; the money format and the site bridge.
 */
export class Shell {
  readonly money: Money;
  readonly sound = new Sound();
  readonly frame: FrameBridge;
  readonly root: HTMLElement;
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  private readonly toasts: HTMLElement;
  private readonly overlay: HTMLElement;
  private readonly balanceValue: HTMLElement;
  private balanceMinor: bigint;
  /** Set by the site's max-bet-exceeded message: stakes above it are refused before they are sent. */
  maxBet: bigint | null = null;
  /** Set by the site's bet-restricted message until the next successful round. */
  restricted = false;
  onInfo: () => void = () => undefined;
  private fatal = false;

  constructor(
    readonly init: InitData,
    readonly api: GameApi,
    mount: HTMLElement,
  ) {
    this.money = new Money(init.currency, init.subunitToUnit, intlTag());
    this.frame = new FrameBridge(init.lobbyUrl);
    this.balanceMinor = BigInt(init.balance);
    const { palette } = init.game;
    const style = document.documentElement.style;
    style.setProperty('--bg', palette.background);
    style.setProperty('--surface', palette.surface);
    style.setProperty('--accent', palette.accent);
    style.setProperty('--text', palette.text);
    style.setProperty('--glow', init.game.glow);
    style.setProperty('--secondary', init.game.secondary);

    const soundButton = h('button', {
      class: 'icon-button sound',
      type: 'button',
      'aria-label': t('shell.sound'),
      'aria-pressed': String(this.sound.enabled),
      onclick: () => soundButton.setAttribute('aria-pressed', String(this.sound.toggle())),
    });
    this.balanceValue = h(
      'strong',
      { class: 'meter-value', 'data-testid': 'balance' },
      this.money.format(this.balanceMinor),
    );
    this.stage = h('section', { class: 'stage' });
    this.controls = h('footer', { class: 'controls' });
    this.toasts = h('div', { class: 'toasts', role: 'status', 'aria-live': 'assertive' });
    this.overlay = h('div', { class: 'overlay', hidden: true });
    this.root = h(
      'div',
      { class: `game game--${init.game.kind}` },
      h(
        'header',
        { class: 'topbar' },
        h('button', {
          class: 'icon-button lobby',
          type: 'button',
          'aria-label': t('shell.lobby'),
          onclick: () => this.lobby(),
        }),
        h(
          'div',
          { class: 'title' },
          h('span', { class: 'title-name' }, init.game.name),
          h('span', { class: 'title-studio' }, 'Nova Studio'),
          init.demo ? h('span', { class: 'badge' }, t('shell.demo')) : null,
        ),
        h(
          'div',
          { class: 'meter balance' },
          h('span', { class: 'meter-label' }, t(init.demo ? 'shell.playMoney' : 'shell.balance')),
          this.balanceValue,
        ),
        h('button', {
          class: 'icon-button info',
          type: 'button',
          'aria-label': t('shell.info'),
          onclick: () => this.onInfo(),
        }),
        soundButton,
      ),
      this.stage,
      this.controls,
      this.toasts,
      this.overlay,
    );
    mount.replaceChildren(this.root);

    this.frame.listen((message) => {
      if (message.type === 'casino:bet-restricted') {
        this.restricted = true;
        this.toast(t('shell.betRestricted'), 'error');
      } else if (message.type === 'casino:max-bet-exceeded') {
        this.maxBet = BigInt(message.maxBetAmount);
        this.toast(t('shell.maxBet', { amount: this.money.format(message.maxBetAmount) }), 'error');
      } else if (message.type === 'casino:balance' && message.currency === init.currency) {
        this.setBalance(message.balance);
      }
    });
    window.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !this.overlay.hidden) this.closeOverlay();
    });
  }

  get balance(): bigint {
    return this.balanceMinor;
  }

  get stopped(): boolean {
    return this.fatal;
  }

  setBalance(minor: bigint | string | null): void {
    if (minor === null) return;
    this.balanceMinor = typeof minor === 'bigint' ? minor : BigInt(minor);
    this.balanceValue.textContent = this.money.format(this.balanceMinor);
    this.balanceValue.classList.remove('bump');
    void this.balanceValue.offsetWidth;
    this.balanceValue.classList.add('bump');
  }

  /** A stake the site said it would refuse is stopped here, before any money moves. */
  allowStake(stake: bigint): boolean {
    if (this.fatal) return false;
    if (this.maxBet !== null && stake > this.maxBet) {
      this.toast(t('shell.maxBet', { amount: this.money.format(this.maxBet) }), 'error');
      return false;
    }
    return true;
  }

  roundFinished(pending = false): void {
    this.restricted = false;
    if (pending) this.toast(t('shell.pending'), 'info');
    this.frame.send({ type: 'casino:round-finished', gameId: this.init.game.id });
  }

  lobby(): void {
    if (this.frame.framed) this.frame.send({ type: 'casino:lobby' });
    else window.location.assign(this.init.lobbyUrl);
  }

  toast(message: string, kind: ToastKind = 'info', ms = 4500): void {
    const toast = h('div', { class: `toast toast--${kind}` }, message);
    this.toasts.append(toast);
    while (this.toasts.children.length > 3) this.toasts.firstElementChild?.remove();
    setTimeout(() => {
      toast.classList.add('out');
      setTimeout(() => toast.remove(), 300);
    }, ms);
  }

  /** Shows a refusal in words; a dead session puts the game behind a message with the way back. */
  handleError(error: unknown): void {
    this.sound.play('error');
    if (!(error instanceof GameApiError)) {
      this.toast(t('error.generic'), 'error');
      return;
    }
    const code = error.wallet?.status ?? error.code;
    if (error.wallet?.balance !== undefined) this.setBalance(error.wallet.balance);
    if (FATAL.has(code)) {
      this.fatal = true;
      this.showFatal(refusal(code));
      return;
    }
    if (code === 'NOT_ENOUGH_MONEY') {
      this.notEnoughMoney();
      return;
    }
    // The site explains a responsible-gaming refusal with its own popup and a way to the limits.
    if (code === 'BET_LIMIT_REACHED') this.frame.send({ type: 'casino:limit-reached', limit: 'bet' });
    if (code === 'LOSS_LIMIT_REACHED') this.frame.send({ type: 'casino:limit-reached', limit: 'loss' });
    this.toast(refusal(code), 'error', 6000);
  }

  private notEnoughMoney(): void {
    const action = this.init.demo
      ? h('button', { class: 'button primary', type: 'button', onclick: () => void this.refill() }, t('money.refill'))
      : this.frame.framed
        ? h(
            'button',
            {
              class: 'button primary',
              type: 'button',
              onclick: () => (this.frame.send({ type: 'casino:deposit' }), this.closeOverlay()),
            },
            t('money.deposit'),
          )
        : null;
    this.showOverlay(
      t('money.title'),
      h(
        'div',
        { class: 'notice' },
        h('p', {}, t(this.init.demo ? 'money.demo' : 'money.real', { balance: this.money.format(this.balance) })),
        action,
      ),
    );
  }

  private async refill(): Promise<void> {
    try {
      const { balance } = await this.api.post<{ balance: string }>('/refill');
      this.setBalance(balance);
      this.closeOverlay();
    } catch (error) {
      this.handleError(error);
    }
  }

  private showFatal(message: string): void {
    this.showOverlay(
      t('shell.stopped'),
      h(
        'div',
        { class: 'notice' },
        h('p', {}, message),
        h('button', { class: 'button primary', type: 'button', onclick: () => this.lobby() }, t('shell.lobby')),
      ),
      false,
    );
  }

  showOverlay(title: string, content: Node, closable = true): void {
    const close = closable
      ? h('button', {
          class: 'icon-button close',
          type: 'button',
          'aria-label': t('shell.close'),
          onclick: () => this.closeOverlay(),
        })
      : null;
    this.overlay.replaceChildren(
      h(
        'div',
        { class: 'panel', role: 'dialog', 'aria-modal': 'true', 'aria-label': title },
        h('div', { class: 'panel-head' }, h('h2', {}, title), close),
        h('div', { class: 'panel-body' }, content),
      ),
    );
    this.overlay.hidden = false;
    this.overlay.onclick = (event) => {
      if (closable && event.target === this.overlay) this.closeOverlay();
    };
  }

  closeOverlay(): void {
    this.overlay.hidden = true;
    this.overlay.replaceChildren();
  }

  get overlayOpen(): boolean {
    return !this.overlay.hidden;
  }

  /** A labelled value in the controls row (bet, win). */
  meter(label: string, testId: string): { element: HTMLElement; value: HTMLElement } {
    const value = h('strong', { class: 'meter-value', 'data-testid': testId }, '');
    return { element: h('div', { class: 'meter' }, h('span', { class: 'meter-label' }, label), value), value };
  }
}
