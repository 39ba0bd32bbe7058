import type { GameApi } from './api.js';
import { BetSelector } from './bet-selector.js';
import { cardElement } from './cards.js';
import { h } from './dom.js';
import type { Shell } from './shell.js';
import type { Settled, TableHand } from './types.js';

const HAND_NAMES: [string, string][] = [
  ['royal-flush', 'Royal flush'],
  ['straight-flush', 'Straight flush'],
  ['four-of-a-kind', 'Four of a kind'],
  ['full-house', 'Full house'],
  ['flush', 'Flush'],
  ['straight', 'Straight'],
  ['three-of-a-kind', 'Three of a kind'],
  ['two-pair', 'Two pair'],
  ['jacks-or-better', 'Jacks or better'],
];

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
      'Bet',
      () => this.renderPaytable(null),
    );
    this.button = h(
      'button',
      { class: 'button primary deal', type: 'button', 'data-testid': 'deal', onclick: () => void this.next() },
      'Deal',
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
            'aria-label': `Hold card ${index + 1}`,
            onclick: () => this.toggle(index),
          },
          element,
          h('span', { class: 'held-label' }, 'Held'),
        );
      }),
    );
    this.renderPaytable(poker?.hand ?? null);
    if (!this.hand) this.message.textContent = 'Deal to play · Jacks or better';
    else if (!this.hand.finished)
      this.message.textContent =
        poker && poker.hand !== 'nothing'
          ? `${this.handName(poker.hand)} — choose your holds and draw`
          : 'Choose the cards to hold, then draw';
    else {
      const win = BigInt(this.hand.win);
      this.message.textContent =
        win > 0n ? `${this.handName(poker!.hand)} · You win ${this.shell.money.format(win)}` : 'No win — deal again';
    }
    this.message.classList.toggle('won', Boolean(this.hand?.finished && BigInt(this.hand.win) > 0n));
    this.update();
  }

  private handName(hand: string): string {
    return HAND_NAMES.find(([id]) => id === hand)?.[1] ?? hand;
  }

  private renderPaytable(made: string | null): void {
    const paytable = (this.shell.init.game.rules?.paytable ?? {}) as Record<string, number>;
    const stake = this.bet.value;
    this.paytable.replaceChildren(
      ...HAND_NAMES.map(([id, name]) =>
        h(
          'div',
          { class: `pay-row${made === id ? ' made' : ''}` },
          h('span', {}, name),
          h('strong', {}, this.shell.money.format(stake * BigInt(paytable[id] ?? 0))),
        ),
      ),
    );
  }

  private update(): void {
    this.button.disabled = this.busy;
    this.button.textContent = this.drawing ? 'Draw' : 'Deal';
    this.bet.refresh();
    if (!this.hand || this.hand.finished)
      this.renderPaytable(this.hand?.finished ? (this.hand.poker?.hand ?? null) : null);
  }

  private showRules(): void {
    const rules = [
      'One 52-card deck, shuffled before every hand.',
      'Hold any of the five cards dealt; the others are replaced once.',
      'The final hand pays the paytable times the bet, the bet included; a pair pays from jacks up.',
      'Keys: Space deals and draws, 1–5 hold cards.',
      `Return to player ${this.shell.init.game.rtp.toFixed(2)}% with optimal holds.`,
    ];
    this.shell.showOverlay(
      `${this.shell.init.game.name} · Rules`,
      h(
        'div',
        { class: 'paytable' },
        h('p', { class: 'lead' }, this.shell.init.game.description),
        h('ul', { class: 'rules' }, ...rules.map((r) => h('li', {}, r))),
      ),
    );
  }
}
