import type { GameApi } from '../../kit/client/api.js';
import { BetSelector } from './bet-selector.js';
import { cardElement } from './cards.js';
import { h } from '../../kit/client/dom.js';
import type { Shell } from './shell.js';
import type { Settled, TableHand } from './types.js';
import { formatNumber, t } from './i18n.js';
import type { MessageKey } from '../i18n/messages.js';
import { POKER_HANDS } from '../engine/poker-hands.js';

/** The paying hands, best first, as the server names them. */
const HANDS = POKER_HANDS.filter((hand) => hand !== 'nothing');

/** Jacks or Better: deal five, tap to hold, draw once; the paytable lights the hand made. */
export class VideoPokerGame {
  private hand: TableHand | null;
  private holds = [false, false, false, false, false];
  private readonly paytable: HTMLElement;
  private readonly cardsRow: HTMLElement;
  private readonly message: HTMLElement;
  private readonly bet: BetSelector;
  private readonly button: HTMLButtonElement;
  private busy = false;

  constructor(
    private readonly shell: Shell,
    private readonly api: GameApi,
  ) {
    this.hand = (shell.init.hand as TableHand | null) ?? null;
    this.paytable = h('div', { class: 'poker-paytable' });
    this.cardsRow = h('div', { class: 'poker-cards', 'data-testid': 'poker-cards' });
    this.message = h('div', { class: 'table-message', 'data-testid': 'table-message' });
    shell.stage.append(h('div', { class: 'felt poker' }, this.paytable, this.message, this.cardsRow));
    this.bet = new BetSelector(
      shell,
      () => this.busy || this.drawing,
      t('bet.label'),
      () => this.renderPaytable(null),
    );
    this.button = h(
      'button',
      { class: 'button primary deal', type: 'button', 'data-testid': 'deal', onclick: () => void this.next() },
      t('bj.deal'),
    );
    shell.controls.classList.add('table-controls');
    shell.controls.append(h('div', { class: 'control-group center' }, this.bet.element, this.button));
    shell.onInfo = () => this.showRules();
    window.addEventListener('keydown', (event) => {
      if (shell.overlayOpen) return;
      if (event.code === 'Space') {
        event.preventDefault();
        void this.next();
      } else if (/^Digit[1-5]$/.test(event.code)) this.toggle(Number(event.code.slice(5)) - 1);
    });
    this.render(true);
  }

  private get drawing(): boolean {
    return this.hand !== null && !this.hand.finished;
  }

  private async next(): Promise<void> {
    if (this.busy || this.shell.stopped) return;
    const drawing = this.drawing;
    const stake = this.bet.value;
    if (!drawing && !this.shell.allowStake(stake)) return;
    this.busy = true;
    this.button.disabled = true;
    try {
      const step = drawing
        ? await this.api.post<{ hand: TableHand } & Settled>('/draw', {
            roundId: this.hand!.roundId,
            holds: this.holds,
          })
        : await this.api.post<{ hand: TableHand } & Settled>('/deal', { stake: stake.toString() });
      this.shell.setBalance(step.balance);
      this.hand = step.hand;
      if (!drawing) this.holds = [false, false, false, false, false];
      this.shell.sound.play('card');
      if (step.hand.finished) {
        if (BigInt(step.hand.win) > 0n) this.shell.sound.play('win');
        this.shell.roundFinished(step.pending);
      }
      this.render(false);
    } catch (error) {
      this.shell.handleError(error);
    }
    this.busy = false;
    this.update();
  }

  private toggle(index: number): void {
    if (!this.drawing || this.busy) return;
    this.holds[index] = !this.holds[index];
    this.shell.sound.play('click');
    this.cardsRow.children[index]?.classList.toggle('held', this.holds[index]);
  }

  private render(initial: boolean): void {
    const poker = this.hand?.poker;
    const cards = poker?.cards ?? ['??', '??', '??', '??', '??'];
    const drawn = this.hand?.finished ? (poker?.held ?? []) : [];
    this.cardsRow.replaceChildren(
      ...cards.map((card, index) => {
        const held = this.drawing ? this.holds[index]! : Boolean(drawn[index]);
        const element = cardElement(card, initial || held ? 0 : index);
        if (initial || (this.hand?.finished && held)) element.classList.add('still');
        return h(
          'button',
          {
            class: `poker-slot${held ? ' held' : ''}`,
            type: 'button',
            'aria-label': t('poker.hold', { n: index + 1 }),
            onclick: () => this.toggle(index),
          },
          element,
          h('span', { class: 'held-label' }, t('poker.held')),
        );
      }),
    );
    this.renderPaytable(poker?.hand ?? null);
    if (!this.hand) this.message.textContent = t('poker.start');
    else if (!this.hand.finished)
      this.message.textContent =
        poker && poker.hand !== 'nothing' ? t('poker.made', { hand: this.handName(poker.hand) }) : t('poker.choose');
    else {
      const win = BigInt(this.hand.win);
      this.message.textContent =
        win > 0n
          ? `${this.handName(poker!.hand)} · ${t('round.youWin', { amount: this.shell.money.format(win) })}`
          : t('poker.noWin');
    }
    this.message.classList.toggle('won', Boolean(this.hand?.finished && BigInt(this.hand.win) > 0n));
    this.update();
  }

  private handName(hand: string): string {
    return (HANDS as readonly string[]).includes(hand) ? t(`poker.${hand}` as MessageKey) : hand;
  }

  private renderPaytable(made: string | null): void {
    const paytable = (this.shell.init.game.rules?.paytable ?? {}) as Record<string, number>;
    const stake = this.bet.value;
    this.paytable.replaceChildren(
      ...HANDS.map((id) =>
        h(
          'div',
          { class: `pay-row${made === id ? ' made' : ''}` },
          h('span', {}, t(`poker.${id}` as MessageKey)),
          h('strong', {}, this.shell.money.format(stake * BigInt(paytable[id] ?? 0))),
        ),
      ),
    );
  }

  private update(): void {
    this.button.disabled = this.busy;
    this.button.textContent = t(this.drawing ? 'poker.draw' : 'bj.deal');
    this.bet.refresh();
    if (!this.hand || this.hand.finished)
      this.renderPaytable(this.hand?.finished ? (this.hand.poker?.hand ?? null) : null);
  }

  private showRules(): void {
    const rules = [
      t('poker.rule1'),
      t('poker.rule2'),
      t('poker.rule3'),
      t('poker.rule4'),
      t('round.rtpRule', { rtp: formatNumber(this.shell.init.game.rtp, 2) }),
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
