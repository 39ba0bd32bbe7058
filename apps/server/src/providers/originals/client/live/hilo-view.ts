import { formatMultiplier } from '@casino/shared/originals/game';
import type { HiloAction, HiloCall, HiloCard } from '@casino/shared/originals/hilo';
import { h } from '../../../kit/client/dom.js';
import type { GameFactory } from '../game-view.js';
import { num, t } from '../i18n.js';
import type { BetView } from '../types.js';
import { cardFace } from './cards.js';

/** `hiloView` of the server (hilo/game.ts) as the page reads it. */
type HiloOutcome = {
  cards: HiloCard[];
  status: 'playing' | 'lost' | 'cashed';
  multiplier: number;
  actions: HiloAction[];
  calls: Record<HiloCall, number> | null;
};

const CALL_ICONS: Record<HiloCall, string> = { higher: '▲', lower: '▼', same: '=' };

/** On an ace "higher" cannot tie, on a king "lower" cannot: the button says so. */
const callLabel = (call: HiloCall, rank: string | undefined) =>
  (call === 'higher' && rank === 'A') || (call === 'lower' && rank === 'K') ? `hilo.${call}Only` : `hilo.${call}`;

/**
 * HiLo: the card in play large, the trail of cards behind it with each call, and the calls with
 * what each pays next. The shell's main button bets, then cashes out; calls go through `act`.
 */
export const hiloView: GameFactory = (shell) => {
  let round: BetView | null = null;
  let busy = false;

  const current = h('div', { class: 'hilo-current', 'data-testid': 'hilo-card' }, cardFace(null));
  const trail = h('ol', { class: 'hilo-trail', 'aria-label': t('hilo.trail') });
  const multiplier = h('output', { class: 'stat-value', 'data-testid': 'hilo-multiplier' }, '1.00×');
  const profit = h('output', { class: 'stat-value' }, '—');
  const status = h('p', { class: 'hilo-status', role: 'status' });

  const callButton = (call: HiloCall) =>
    h('button', {
      type: 'button',
      class: `hilo-call hilo-${call}`,
      'data-testid': `hilo-${call}`,
      onclick: () => void act(call),
    });
  const calls = { higher: callButton('higher'), lower: callButton('lower'), same: callButton('same') };
  const skip = h(
    'button',
    { type: 'button', class: 'secondary', 'data-testid': 'hilo-skip', onclick: () => void act('skip') },
    t('hilo.skip'),
  );

  async function act(action: HiloAction) {
    if (!round || busy) return;
    busy = true;
    render(round);
    try {
      await shell.act({ action });
    } finally {
      busy = false;
      if (round) render(round);
    }
  }

  function render(bet: BetView | null) {
    const outcome = bet?.outcome as HiloOutcome | undefined;
    const cards = outcome?.cards ?? [];
    const last = cards[cards.length - 1];
    current.replaceChildren(cardFace(last?.card ?? null, last ? { 'data-rank': last.card.rank } : {}));
    current.dataset.state = outcome?.status ?? 'idle';
    trail.replaceChildren(
      ...cards.slice(0, -1).map((card, index) =>
        h(
          'li',
          { class: 'hilo-step' },
          cardFace(card.card),
          h(
            'span',
            {
              class: `hilo-badge ${cards[index + 1]!.won === false ? 'loss' : cards[index + 1]!.via === 'skip' ? 'skip' : 'win'}`,
            },
            cards[index + 1]!.via === 'skip' ? '⤼' : CALL_ICONS[cards[index + 1]!.via as HiloCall],
          ),
        ),
      ),
    );
    const open = outcome?.status === 'playing' && bet?.status === 'open';
    for (const call of ['higher', 'lower', 'same'] as const) {
      const button = calls[call];
      const pays = open ? (outcome!.calls?.[call] ?? 0) : 0;
      button.hidden = open && pays === 0;
      button.disabled = !open || busy || !outcome!.actions.includes(call);
      const chance = pays > 0 ? (0.99 / pays) * 100 : 0;
      button.replaceChildren(
        h('span', { class: 'hilo-call-icon' }, CALL_ICONS[call]),
        h('span', { class: 'hilo-call-name' }, t(callLabel(call, last?.card.rank))),
        h('span', { class: 'hilo-call-odds' }, pays > 0 ? `${num(pays, 2)}× · ${num(chance, 1)} %` : '—'),
      );
    }
    skip.disabled = !open || busy || !outcome!.actions.includes('skip');
    const m = outcome?.multiplier ?? 10_000;
    multiplier.textContent = `${formatMultiplier(m)}×`;
    profit.textContent = bet ? shell.money.format(((BigInt(bet.stake) * BigInt(m)) / 10_000n).toString()) : '—';
    status.textContent =
      outcome?.status === 'lost'
        ? t('hilo.lost')
        : outcome?.status === 'cashed'
          ? t('hilo.cashed', { multiplier: formatMultiplier(m) })
          : open
            ? t('hilo.pick')
            : t('hilo.placeBet');
    status.dataset.kind = outcome?.status ?? 'idle';
  }
  render(null);

  const stat = (label: string, out: HTMLElement) =>
    h('div', { class: 'stat' }, h('span', { class: 'label' }, label), out);
  const stage = h(
    'div',
    { class: 'hilo-stage' },
    h(
      'div',
      { class: 'hilo-table' },
      h('div', { class: 'hilo-hint low' }, t('hilo.aceLow')),
      current,
      h('div', { class: 'hilo-hint high' }, t('hilo.kingHigh')),
    ),
    status,
    trail,
    h('div', { class: 'stats two' }, stat(t('hilo.multiplier'), multiplier), stat(t('hilo.cashOutNow'), profit)),
  );
  const controls = h(
    'div',
    { class: 'game-controls hilo-controls' },
    h('div', { class: 'hilo-calls' }, calls.higher, calls.lower, calls.same),
    skip,
    h('p', { class: 'muted small' }, t('hilo.edge')),
  );

  return {
    controls,
    stage,
    autobet: false,
    params: () => ({}),
    async show(bet) {
      round = null;
      render(bet);
    },
    stepped: {
      open(bet) {
        round = bet;
        render(bet);
      },
      canCashOut: (bet) => (bet.outcome as HiloOutcome).actions.includes('cashout') && !busy,
      cashOutAction: { action: 'cashout' },
      async autoPlay(bet) {
        return bet;
      },
    },
  };
};
