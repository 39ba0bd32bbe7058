import type { BlackjackAction, PublicBlackjack } from '@casino/shared/originals/blackjack';
import { GameApi, GameApiError } from '../../../kit/client/api.js';
import { h } from '../../../kit/client/dom.js';
import { t } from '../i18n.js';
import { FairnessPanel } from '../fairness.js';
import { Money } from '../../../kit/client/money.js';
import type { InitData } from '../types.js';
import { cardFace } from './cards.js';
import { amountField, refusalText, type Boot } from './page-kit.js';

type Hand = { id: string; stake: string; view: PublicBlackjack };
type Step = { hand: Hand; balance: string | null };
/** The studio's `init` (the Fairness panel reads it) with the open hand instead of a round. */
type Init = Omit<InitData, 'round'> & { hand: Hand | null };

const ACTIONS: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

/**
 * The Blackjack page: the dealer's cards (the hole card face down until the hand ends), the
 * player's hand or two split hands with totals and results, the decisions the rules allow now,
 * and insurance when the dealer shows an ace. A reload resumes the open hand from `init`.
 */
class BlackjackPage {
  private readonly money: Money;
  private balance: bigint;
  private hand: Hand | null;
  private busy = false;
  private readonly stake: ReturnType<typeof amountField>;
  private readonly deal = h('button', { type: 'button', class: 'primary', 'data-testid': 'bj-deal' }, t('bj.deal'));
  private readonly notice = h('p', { class: 'notice', role: 'status', 'data-testid': 'bj-notice' });
  private readonly balanceText = h('strong', { 'data-testid': 'balance' });
  private readonly dealer = h('div', { class: 'bj-row', 'data-testid': 'bj-dealer' });
  private readonly dealerTotal = h('span', { class: 'bj-total' });
  private readonly hands = h('div', { class: 'bj-hands', 'data-testid': 'bj-hands' });
  private readonly buttons = new Map<BlackjackAction, HTMLButtonElement>();
  private readonly insurance = h('div', { class: 'bj-insurance', hidden: true });

  constructor(
    private readonly init: Init,
    private readonly api: GameApi,
    boot: Boot,
    mount: HTMLElement,
  ) {
    this.money = new Money(init.currency, init.subunitToUnit, boot.lang);
    this.balance = BigInt(init.balance);
    this.hand = init.hand;
    this.stake = amountField(init, this.money, () => this.refresh());
    this.deal.addEventListener(
      'click',
      () => void this.run(() => this.api.post<Step>('/blackjack/deal', { stake: this.stake.value()!.toString() })),
    );
    for (const action of ACTIONS) {
      const button = h(
        'button',
        {
          type: 'button',
          class: `bj-action bj-${action}`,
          'data-testid': `bj-${action}`,
          onclick: () => void this.act(action),
        },
        t(`bj.${action}`),
      );
      this.buttons.set(action, button);
    }
    this.insurance.append(
      h('p', {}, t('bj.insuranceOffer')),
      h(
        'div',
        { class: 'row2' },
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'data-testid': 'bj-insurance',
            onclick: () => void this.act('insurance'),
          },
          t('bj.insuranceYes'),
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'data-testid': 'bj-no-insurance',
            onclick: () => void this.act('no-insurance'),
          },
          t('bj.insuranceNo'),
        ),
      ),
    );
    const panel = h(
      'aside',
      { class: 'panel' },
      this.stake.element,
      h('div', { class: 'bj-actions' }, ...this.buttons.values()),
      this.insurance,
      this.deal,
      this.notice,
      h('p', { class: 'muted small' }, t('bj.rules')),
    );
    const stage = h(
      'section',
      { class: 'stage bj-stage' },
      h(
        'div',
        { class: 'bj-felt' },
        h('div', { class: 'bj-seat' }, h('span', { class: 'bj-label' }, t('bj.dealer'), this.dealerTotal), this.dealer),
        h('div', { class: 'bj-arc' }, t('bj.arc')),
        this.hands,
      ),
    );
    const fairness = new FairnessPanel(api, { ...init, round: null }, () => this.busy || this.isOpen());
    const top = h(
      'header',
      { class: 'topbar' },
      h(
        'span',
        { class: 'brand' },
        h('span', { class: 'brand-mark' }, '♠'),
        init.game.name,
        init.demo ? h('span', { class: 'badge' }, t('shell.demo')) : null,
      ),
      h('span', { class: 'history' }),
      h('span', { class: 'balance' }, h('span', { class: 'muted' }, t('shell.balance')), this.balanceText),
      h(
        'button',
        { type: 'button', class: 'ghost', 'data-testid': 'open-fairness', onclick: () => fairness.open() },
        '⚖ ',
        t('fair.title'),
      ),
    );
    mount.replaceChildren(
      h('div', { class: 'game blackjack' }, top, h('div', { class: 'body' }, panel, stage), fairness.element),
    );
    this.showBalance();
    this.render();
    if (this.hand && this.hand.view.phase !== 'finished') this.say(t('bj.resumed'), 'info');
  }

  private act(action: BlackjackAction) {
    return this.run(() => this.api.post<Step>('/blackjack/act', { action }));
  }

  private async run(call: () => Promise<Step>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.refresh();
    try {
      const before = this.hand?.view.phase === 'finished' || !this.hand ? 0n : BigInt(this.hand.view.totalStake);
      const step = await call();
      this.hand = step.hand;
      const view = step.hand.view;
      if (step.balance !== null) this.balance = BigInt(step.balance);
      else {
        this.balance -= BigInt(view.totalStake) - before;
        if (view.phase === 'finished') this.balance += BigInt(view.win);
      }
      this.showBalance();
      if (view.phase === 'finished') {
        const win = BigInt(view.win);
        const staked = BigInt(view.totalStake);
        this.say(
          win > staked
            ? t('bj.won', { amount: this.money.format(win) })
            : win === staked && win > 0n
              ? t('bj.push')
              : t('bj.lost'),
          win > staked ? 'win' : 'info',
        );
        window.parent.postMessage({ type: 'casino:round-finished', gameId: this.init.game.id }, '*');
      } else this.say('', 'info');
    } catch (error) {
      this.say(refusalText(error), 'error');
      if (error instanceof GameApiError && error.wallet?.balance !== undefined) {
        this.balance = BigInt(error.wallet.balance);
        this.showBalance();
      }
    } finally {
      this.busy = false;
      this.render();
    }
  }

  private isOpen(): boolean {
    return this.hand !== null && this.hand.view.phase !== 'finished';
  }

  private render(): void {
    const view = this.hand?.view;
    this.dealer.replaceChildren(
      ...(view ? view.dealer.map((card) => cardFace(card)) : [cardFace(null), cardFace(null)]),
    );
    this.dealerTotal.textContent = view ? String(view.dealerTotal) : '';
    this.hands.replaceChildren(
      ...(view
        ? view.hands.map((hand, index) =>
            h(
              'div',
              {
                class: `bj-hand${view.active === index ? ' active' : ''}`,
                'data-result': hand.result ?? '',
                'data-testid': 'bj-hand',
              },
              h('div', { class: 'bj-row' }, ...hand.cards.map((card) => cardFace(card))),
              h(
                'div',
                { class: 'bj-meta' },
                h(
                  'span',
                  { class: 'bj-total' },
                  `${hand.soft && hand.total < 21 ? `${hand.total - 10}/` : ''}${hand.total}`,
                ),
                h('span', { class: 'muted' }, this.money.format(hand.stake), hand.doubled ? ' · 2×' : ''),
                hand.result ? h('span', { class: `bj-result ${hand.result}` }, t(`bj.result.${hand.result}`)) : null,
              ),
            ),
          )
        : [h('div', { class: 'bj-hand' }, h('div', { class: 'bj-row' }, cardFace(null), cardFace(null)))]),
    );
    this.refresh();
  }

  private refresh(): void {
    const view = this.hand?.view;
    const open = view !== undefined && view.phase !== 'finished';
    for (const [action, button] of this.buttons) {
      button.disabled = this.busy || !open || !view.actions.includes(action);
      button.hidden = action === 'split' && open && !view.actions.includes('split');
    }
    this.insurance.hidden = !(open && view.phase === 'insurance');
    this.deal.hidden = open;
    this.deal.disabled = this.busy || this.stake.value() === null;
    this.stake.setDisabled(this.busy || open);
  }

  private say(text: string, kind: 'info' | 'error' | 'win'): void {
    this.notice.textContent = text;
    this.notice.dataset.kind = kind;
  }

  private showBalance(): void {
    this.balanceText.textContent = this.money.format(this.balance);
  }
}

export async function startBlackjack(boot: Boot, mount: HTMLElement): Promise<void> {
  const api = new GameApi(boot.api, boot.launch);
  const init = await api.post<Init>('/blackjack/init');
  new BlackjackPage(init, api, boot, mount);
}
