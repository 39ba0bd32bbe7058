import { GameApiError, type GameApi } from './api.js';
import { h } from './dom.js';
import { FrameBridge } from './frame.js';
import { Money } from './money.js';
import { Sound } from './sound.js';
import type { InitData } from './types.js';

/** What a wallet or game server refusal means to the player, and what they can do about it. */
const REFUSALS: Record<string, string> = {
  NOT_ENOUGH_MONEY: 'Not enough money for this bet.',
  BET_LIMIT_REACHED: 'Your bet limit is reached: this bet was not placed. You can review your limits in your account.',
  LOSS_LIMIT_REACHED: 'Your loss limit is reached: no more bets for now. You can review your limits in your account.',
  TOKEN_EXPIRED: 'Your game session has ended. Open the game again from the lobby.',
  INVALID_TOKEN: 'Your game session is not valid any more. Open the game again from the lobby.',
  USER_DISABLED: 'Your account cannot play right now. Please contact support.',
  WRONG_CURRENCY: 'This game was opened in another currency. Open it again from the lobby.',
  INVALID_GAME: 'This game is not available right now.',
  WALLET_UNAVAILABLE: 'The casino did not answer in time. Your bet was cancelled and no money was taken — try again.',
  NETWORK: 'No connection to the game server. Check your connection and try again.',
  ROUND_IN_PROGRESS: 'A round is still in play — wait a moment.',
  ROUND_BUSY: 'The hand changed meanwhile — try again.',
  INVALID_STAKE: 'This bet is not allowed in this game.',
  INVALID_BET: 'This bet is not allowed on this table.',
  ILLEGAL_ACTION: 'That move is not allowed in this hand.',
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
    this.money = new Money(init.currency, init.subunitToUnit, init.locale);
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
      'aria-label': 'Sound',
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
          'aria-label': 'Back to the lobby',
          onclick: () => this.lobby(),
        }),
        h(
          'div',
          { class: 'title' },
          h('span', { class: 'title-name' }, init.game.name),
          h('span', { class: 'title-studio' }, 'Nova Studio'),
          init.demo ? h('span', { class: 'badge' }, 'Demo') : null,
        ),
        h(
          'div',
          { class: 'meter balance' },
          h('span', { class: 'meter-label' }, init.demo ? 'Play money' : 'Balance'),
          this.balanceValue,
        ),
        h('button', {
          class: 'icon-button info',
          type: 'button',
          'aria-label': 'Game info',
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
        this.toast('Betting is restricted right now by your bonus or account rules.', 'error');
      } else if (message.type === 'casino:max-bet-exceeded') {
        this.maxBet = BigInt(message.maxBetAmount);
        this.toast(`The highest bet allowed with your bonus is ${this.money.format(message.maxBetAmount)}.`, 'error');
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
      this.toast(`The highest bet allowed with your bonus is ${this.money.format(this.maxBet)}.`, 'error');
      return false;
    }
    return true;
  }

  roundFinished(pending = false): void {
    this.restricted = false;
    if (pending) this.toast('Your win is being credited by the casino and will show in your balance shortly.', 'info');
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
      this.toast('Something went wrong. Please try again.', 'error');
      return;
    }
    const code = error.wallet?.status ?? error.code;
    if (error.wallet?.balance !== undefined) this.setBalance(error.wallet.balance);
    if (FATAL.has(code)) {
      this.fatal = true;
      this.showFatal(REFUSALS[code] ?? error.message);
      return;
    }
    if (code === 'NOT_ENOUGH_MONEY') {
      this.notEnoughMoney();
      return;
    }
    // The site explains a responsible-gaming refusal with its own popup and a way to the limits.
    if (code === 'BET_LIMIT_REACHED') this.frame.send({ type: 'casino:limit-reached', limit: 'bet' });
    if (code === 'LOSS_LIMIT_REACHED') this.frame.send({ type: 'casino:limit-reached', limit: 'loss' });
    this.toast(REFUSALS[code] ?? error.message, 'error', 6000);
  }

  private notEnoughMoney(): void {
    const action = this.init.demo
      ? h(
          'button',
          { class: 'button primary', type: 'button', onclick: () => void this.refill() },
          'Get more play money',
        )
      : this.frame.framed
        ? h(
            'button',
            {
              class: 'button primary',
              type: 'button',
              onclick: () => (this.frame.send({ type: 'casino:deposit' }), this.closeOverlay()),
            },
            'Deposit',
          )
        : null;
    this.showOverlay(
      'Not enough money',
      h(
        'div',
        { class: 'notice' },
        h(
          'p',
          {},
          `Your balance of ${this.money.format(this.balance)} does not cover this bet. Lower the bet${this.init.demo ? ' or get more play money' : ' or deposit'} to keep playing.`,
        ),
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
      'Game stopped',
      h(
        'div',
        { class: 'notice' },
        h('p', {}, message),
        h('button', { class: 'button primary', type: 'button', onclick: () => this.lobby() }, 'Back to the lobby'),
      ),
      false,
    );
  }

  showOverlay(title: string, content: Node, closable = true): void {
    const close = closable
      ? h('button', {
          class: 'icon-button close',
          type: 'button',
          'aria-label': 'Close',
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
