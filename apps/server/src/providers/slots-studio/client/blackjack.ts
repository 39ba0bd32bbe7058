import type { GameApi } from '../../kit/client/api.js';
import { BetSelector } from './bet-selector.js';
import { cardElement } from './cards.js';
import { h } from '../../kit/client/dom.js';
import type { Shell } from './shell.js';
import type { Settled, TableHand } from './types.js';
import { formatNumber, t } from './i18n.js';

const ACTIONS = ['hit', 'stand', 'double', 'split'] as const;

/** A blackjack table: deal for a stake, then hit, stand, double or split each hand until the dealer plays. */
export class BlackjackGame {
  private hand: TableHand | null;
  private readonly dealerRow: HTMLElement;
  private readonly dealerTotal: HTMLElement;
  private readonly handsRow: HTMLElement;
  private readonly message: HTMLElement;
  private readonly bet: BetSelector;
  private readonly dealButton: HTMLButtonElement;
  private readonly actionButtons: Record<(typeof ACTIONS)[number], HTMLButtonElement>;
  private readonly betting: HTMLElement;
  private readonly deciding: HTMLElement;
  private busy = false;
  /** Cards already on the table: only new ones fly in. */
  private shown = new Set<string>();

  constructor(
    private readonly shell: Shell,
    private readonly api: GameApi,
  ) {
    this.hand = (shell.init.hand as TableHand | null) ?? null;
    this.dealerRow = h('div', { class: 'card-row' });
    this.dealerTotal = h('span', { class: 'total' });
    this.handsRow = h('div', { class: 'hands' });
    this.message = h('div', { class: 'table-message', 'data-testid': 'table-message' });
    shell.stage.append(
      h(
        'div',
        { class: 'felt blackjack' },
        h(
          'div',
          { class: 'seat dealer' },
          h('div', { class: 'seat-label' }, `${t('bj.dealer')} `, this.dealerTotal),
          this.dealerRow,
        ),
        h('div', { class: 'felt-rules' }, t('bj.felt')),
        this.message,
        this.handsRow,
      ),
    );
    this.bet = new BetSelector(shell, () => this.busy || (this.hand !== null && !this.hand.finished));
    this.dealButton = h(
      'button',
      { class: 'button primary deal', type: 'button', 'data-testid': 'deal', onclick: () => void this.deal() },
      t('bj.deal'),
    );
    this.actionButtons = Object.fromEntries(
      ACTIONS.map((action) => [
        action,
        h(
          'button',
          {
            class: `button action ${action}`,
            type: 'button',
            'data-testid': action,
            onclick: () => void this.act(action),
          },
          t(`bj.${action}`),
        ),
      ]),
    ) as Record<(typeof ACTIONS)[number], HTMLButtonElement>;
    this.betting = h('div', { class: 'control-group center' }, this.bet.element, this.dealButton);
    this.deciding = h('div', { class: 'control-group center actions' }, ...ACTIONS.map((a) => this.actionButtons[a]));
    shell.controls.classList.add('table-controls');
    shell.controls.append(this.betting, this.deciding);
    shell.onInfo = () => this.showRules();
    this.render();
  }

  private async deal(): Promise<void> {
    if (this.busy || this.shell.stopped) return;
    const stake = this.bet.value;
    if (!this.shell.allowStake(stake)) return;
    this.busy = true;
    this.shown = new Set();
    this.update();
    try {
      const step = await this.api.post<{ hand: TableHand } & Settled>('/deal', { stake: stake.toString() });
      this.shell.setBalance(step.balance);
      this.hand = step.hand;
      this.shell.sound.play('card');
      this.finishStep(step);
    } catch (error) {
      this.shell.handleError(error);
    }
    this.busy = false;
    this.render();
  }

  private async act(action: (typeof ACTIONS)[number]): Promise<void> {
    if (this.busy || !this.hand || this.hand.finished) return;
    this.busy = true;
    this.update();
    try {
      const step = await this.api.post<{ hand: TableHand } & Settled>('/act', { roundId: this.hand.roundId, action });
      this.shell.setBalance(step.balance);
      this.hand = step.hand;
      this.shell.sound.play('card');
      this.finishStep(step);
    } catch (error) {
      this.shell.handleError(error);
    }
    this.busy = false;
    this.render();
  }

  private finishStep(step: { hand: TableHand } & Settled): void {
    if (!step.hand.finished) return;
    const win = BigInt(step.hand.win);
    if (win > BigInt(step.hand.totalStake)) this.shell.sound.play('win');
    this.shell.roundFinished(step.pending);
  }

  private render(): void {
    const bj = this.hand?.blackjack;
    this.dealerRow.replaceChildren();
    this.handsRow.replaceChildren();
    if (!bj) {
      this.dealerTotal.textContent = '';
      this.message.textContent = t('bj.placeBet');
      this.update();
      return;
    }
    let delay = 0;
    const fresh = (key: string) => {
      const isNew = !this.shown.has(key);
      this.shown.add(key);
      return isNew ? delay++ : -1;
    };
    bj.dealer.forEach((card, i) => {
      const d = fresh(`d${i}:${card}`);
      const el = cardElement(card, Math.max(d, 0));
      if (d < 0) el.classList.add('still');
      this.dealerRow.append(el);
    });
    this.dealerTotal.textContent = String(bj.dealerTotal);
    bj.hands.forEach((hand, index) => {
      const cards = h('div', { class: 'card-row' });
      hand.cards.forEach((card, i) => {
        const d = fresh(`h${index}:${i}:${card}`);
        const el = cardElement(card, Math.max(d, 0));
        if (d < 0) el.classList.add('still');
        cards.append(el);
      });
      const result = hand.result ? h('span', { class: `result result--${hand.result}` }, t(`bj.${hand.result}`)) : null;
      this.handsRow.append(
        h(
          'div',
          { class: `seat player${bj.active === index ? ' active' : ''}`, 'data-testid': 'player-hand' },
          cards,
          h(
            'div',
            { class: 'seat-label' },
            h(
              'span',
              { class: 'total' },
              hand.soft && hand.total < 21 ? t('bj.soft', { total: hand.total }) : String(hand.total),
            ),
            h('span', { class: 'stake' }, this.shell.money.format(hand.stake)),
            hand.doubled ? h('span', { class: 'tag' }, '×2') : null,
            result,
          ),
        ),
      );
    });
    if (this.hand!.finished) {
      const win = BigInt(this.hand!.win);
      this.message.textContent =
        win > 0n ? t('round.youWin', { amount: this.shell.money.format(win) }) : t('bj.dealerWins');
      this.message.classList.toggle('won', win > 0n);
    } else {
      this.message.textContent = '';
      this.message.classList.remove('won');
    }
    this.update();
  }

  private update(): void {
    const open = this.hand !== null && !this.hand.finished;
    this.betting.hidden = open;
    this.deciding.hidden = !open;
    this.dealButton.disabled = this.busy;
    this.dealButton.textContent = t(this.hand?.finished ? 'bj.dealAgain' : 'bj.deal');
    const allowed = new Set(this.hand?.blackjack?.actions ?? []);
    for (const action of ACTIONS) this.actionButtons[action].disabled = this.busy || !allowed.has(action);
    this.bet.refresh();
  }

  private showRules(): void {
    const decks = Number(this.shell.init.game.rules?.decks ?? 6);
    const rules = [
      t('bj.rule1', { decks }),
      t('bj.rule2'),
      t('bj.rule3'),
      t('bj.rule4'),
      t('bj.rule5'),
      t('bj.rule6'),
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
