import {
  CRASH_GROWTH_PER_MS,
  crashPoint,
  formatCrashPoint,
  msToReach,
  multiplierAt,
  verifyCrashChain,
} from '@casino/shared/originals/crash';
import { GameApi, GameApiError } from '../../../kit/client/api.js';
import { h } from '../../../kit/client/dom.js';
import { num, t } from '../i18n.js';
import { Money } from '../../../kit/client/money.js';
import { amountField, getJson, refusalText, type Boot } from './page-kit.js';

type Round = {
  id: string;
  chainId: string;
  number: number;
  phase: 'betting' | 'running' | 'crashed';
  bettingEndsAt: string;
  startedAt: string | null;
  crashPoint: number | null;
  hash: string | null;
  commitment: string;
};
type RoundBet = { player: string; stake: string; currency: string; cashedOutAt: number | null; payout: string };
type MyBet = {
  id: string;
  roundNumber: number;
  stake: string;
  autoCashout: number | null;
  status: 'open' | 'settling' | 'closed' | 'refused';
  cashedOutAt: number | null;
  payout: string;
};
type Init = {
  game: { id: string; name: string; rtp: number; houseEdgeBp: number };
  demo: boolean;
  currency: string;
  subunitToUnit: number;
  lobbyUrl: string;
  balance: string;
  minBet: string;
  maxBet: string;
  serverTime: string;
  round: Round | null;
  bets: RoundBet[];
  myBet: MyBet | null;
  me: string;
  history: Round[];
};
type Chain = { id: string; terminatingHash: string; salt: string; length: number };
type LiveEvent =
  | { type: 'snapshot'; serverTime: string; round: Round | null; bets: RoundBet[] }
  | { type: 'round'; round: Round }
  | { type: 'bet'; roundNumber: number; player: string; stake: string; currency: string }
  | { type: 'tick'; roundNumber: number; multiplier: number; elapsedMs: number }
  | { type: 'cashout'; roundNumber: number; player: string; at: number; payout: string; currency: string }
  | { type: 'crash'; round: Round };

/**
 * The Crash page: the curve and the multiplier flying on a canvas, the countdown, the bet with
 * its auto cash-out, the cash-out button, everyone's bets in this round and the last crash
 * points. The round comes live from the studio's Server-Sent Events; the page only draws what
 * the server decided, and checks any past round against the chain in the browser.
 */
class CrashPage {
  private readonly money: Money;
  private balance: bigint;
  private round: Round | null;
  private bets: RoundBet[];
  private myBet: MyBet | null;
  private history: Round[];
  private clockOffset: number;
  private lastTick = 100;
  /** The countdown's length, learnt from the first round seen counting down. */
  private bettingMs = 7_000;
  private busy = false;
  private readonly stake: ReturnType<typeof amountField>;
  private readonly auto = h('input', {
    type: 'text',
    inputmode: 'decimal',
    placeholder: '2.00',
    'aria-label': t('crash.autoCashout'),
    'data-testid': 'crash-auto',
  });
  private readonly button = h('button', { type: 'button', class: 'primary', 'data-testid': 'crash-button' });
  private readonly notice = h('p', { class: 'notice', role: 'status', 'data-testid': 'crash-notice' });
  private readonly balanceText = h('strong', { 'data-testid': 'balance' });
  private readonly pills = h('div', { class: 'history', 'aria-label': t('crash.lastRounds') });
  private readonly canvas = h('canvas', { class: 'crash-canvas', 'aria-hidden': 'true' });
  private readonly big = h('div', { class: 'crash-big', 'data-testid': 'crash-multiplier', 'aria-live': 'off' });
  private readonly sub = h('div', { class: 'crash-sub', 'data-testid': 'crash-phase' });
  private readonly bar = h('div', { class: 'crash-bar', 'aria-hidden': 'true' }, h('span', {}));
  private readonly table = h('tbody', {});
  private readonly count = h('span', { class: 'muted' });
  private readonly dialog = h('dialog', {
    class: 'sheet',
    'aria-label': t('crash.fairness'),
    'data-testid': 'crash-fairness',
  });

  constructor(
    private readonly init: Init,
    private readonly api: GameApi,
    private readonly boot: Boot,
    mount: HTMLElement,
  ) {
    this.money = new Money(init.currency, init.subunitToUnit, boot.lang);
    this.balance = BigInt(init.balance);
    this.round = init.round;
    this.bets = init.bets;
    this.myBet = init.myBet;
    this.history = init.history;
    this.clockOffset = Date.parse(init.serverTime) - Date.now();
    this.stake = amountField(init, this.money, () => this.refresh());
    this.button.addEventListener('click', () => void this.press());

    const panel = h(
      'aside',
      { class: 'panel' },
      this.stake.element,
      h(
        'label',
        { class: 'field' },
        h('span', { class: 'label' }, t('crash.autoCashout'), h('span', { class: 'muted' }, t('crash.optional'))),
        h('span', { class: 'input' }, this.auto, h('span', { class: 'suffix' }, '×')),
      ),
      this.button,
      this.notice,
      h('p', { class: 'muted small' }, t('crash.edge', { rtp: num(init.game.rtp, 0) })),
    );
    const stage = h(
      'section',
      { class: 'stage crash-stage' },
      h(
        'div',
        { class: 'crash-screen' },
        this.canvas,
        h('div', { class: 'crash-readout' }, this.big, this.sub, this.bar),
      ),
      h(
        'div',
        { class: 'crash-players' },
        h('header', {}, h('strong', {}, t('crash.players')), this.count),
        h(
          'table',
          { 'data-testid': 'crash-players' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', {}, t('crash.player')),
              h('th', {}, t('crash.bet')),
              h('th', {}, t('crash.cashoutColumn')),
            ),
          ),
          this.table,
        ),
      ),
    );
    const top = h(
      'header',
      { class: 'topbar' },
      h(
        'span',
        { class: 'brand' },
        h('span', { class: 'brand-mark' }, '↗'),
        init.game.name,
        init.demo ? h('span', { class: 'badge' }, t('shell.demo')) : null,
      ),
      this.pills,
      h('span', { class: 'balance' }, h('span', { class: 'muted' }, t('shell.balance')), this.balanceText),
      h(
        'button',
        { type: 'button', class: 'ghost', 'data-testid': 'open-fairness', onclick: () => void this.openFairness() },
        '⚖ ',
        t('fair.title'),
      ),
    );
    mount.replaceChildren(
      h('div', { class: 'game crash' }, top, h('div', { class: 'body' }, panel, stage)),
      this.dialog,
    );
    this.showBalance();
    this.renderPills();
    this.renderPlayers();
    this.refresh();
    this.listen();
    requestAnimationFrame(() => this.frame());
  }

  private now(): number {
    return Date.now() + this.clockOffset;
  }

  private listen(): void {
    const source = new EventSource(`${this.boot.api}/crash/live`);
    source.onmessage = (message) => this.onEvent(JSON.parse(message.data as string) as LiveEvent);
  }

  private onEvent(event: LiveEvent): void {
    switch (event.type) {
      case 'snapshot':
        this.clockOffset = Date.parse(event.serverTime) - Date.now();
        this.round = event.round;
        this.bets = event.bets;
        break;
      case 'round':
        if (event.round.phase === 'betting') {
          this.bets = [];
          this.bettingMs = Math.max(1_000, Date.parse(event.round.bettingEndsAt) - this.now());
          if (this.myBet && this.myBet.roundNumber !== event.round.number && this.myBet.status !== 'open')
            this.myBet = null;
        }
        this.round = event.round;
        this.lastTick = 100;
        break;
      case 'bet':
        if (this.round?.number === event.roundNumber && !this.bets.some((bet) => bet.player === event.player))
          this.bets.push({
            player: event.player,
            stake: event.stake,
            currency: event.currency,
            cashedOutAt: null,
            payout: '0',
          });
        break;
      case 'tick':
        this.lastTick = event.multiplier;
        return;
      case 'cashout': {
        const bet = this.bets.find((b) => b.player === event.player);
        if (bet) Object.assign(bet, { cashedOutAt: event.at, payout: event.payout });
        if (event.player === this.init.me && this.myBet?.status === 'open') {
          this.myBet = { ...this.myBet, status: 'closed', cashedOutAt: event.at, payout: event.payout };
          this.balance += BigInt(event.payout);
          this.showBalance();
          this.say(
            t('crash.cashedOut', { multiplier: formatCrashPoint(event.at), amount: this.money.format(event.payout) }),
            'win',
          );
        }
        break;
      }
      case 'crash':
        this.round = event.round;
        this.history = [event.round, ...this.history.filter((r) => r.id !== event.round.id)].slice(0, 20);
        if (this.myBet?.status === 'open' && this.myBet.roundNumber === event.round.number) {
          this.myBet = { ...this.myBet, status: 'closed', payout: '0' };
          this.say(t('crash.lost', { multiplier: formatCrashPoint(event.round.crashPoint ?? 100) }), 'error');
        }
        this.renderPills();
        break;
    }
    this.renderPlayers();
    this.refresh();
  }

  /** The multiplier to show now: computed from the take-off time, never past the last tick's crash. */
  private flying(): number {
    const round = this.round;
    if (!round?.startedAt) return 100;
    return Math.max(this.lastTick, multiplierAt(this.now() - Date.parse(round.startedAt)));
  }

  private frame(): void {
    const round = this.round;
    const screen = this.canvas.parentElement!;
    if (!round) {
      this.big.textContent = '—';
      this.sub.textContent = t('crash.waiting');
    } else if (round.phase === 'betting') {
      const left = Math.max(0, Date.parse(round.bettingEndsAt) - this.now());
      this.big.textContent = `${num(left / 1000, 1)} s`;
      this.sub.textContent = t('crash.startsIn');
      this.bar.style.setProperty('--left', String(Math.min(1, left / this.bettingMs)));
    } else if (round.phase === 'running') {
      this.big.textContent = `${formatCrashPoint(this.flying())}×`;
      this.sub.textContent = t('crash.flying', { round: String(round.number) });
    } else {
      this.big.textContent = `${formatCrashPoint(round.crashPoint ?? 100)}×`;
      this.sub.textContent = t('crash.crashed');
    }
    screen.dataset.phase = round?.phase ?? 'waiting';
    this.draw(round);
    if (round?.phase === 'running' && this.myBet?.status === 'open') this.refresh();
    requestAnimationFrame(() => this.frame());
  }

  /** The curve from 1.00× to now, scaled so that it always fills about two thirds of the screen. */
  private draw(round: Round | null): void {
    const canvas = this.canvas;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const pad = 28;
    const left = 48;
    ctx.strokeStyle = 'rgba(255,255,255,0.06)';
    ctx.lineWidth = 1;
    for (let i = 0; i <= 4; i++) {
      const y = pad + ((height - 2 * pad) * i) / 4;
      ctx.beginPath();
      ctx.moveTo(left, y);
      ctx.lineTo(width - pad, y);
      ctx.stroke();
    }
    if (!round || round.phase === 'betting' || !round.startedAt) return;
    const reached = round.phase === 'crashed' ? (round.crashPoint ?? 100) : this.flying();
    const elapsed = round.phase === 'crashed' ? msToReach(reached) : this.now() - Date.parse(round.startedAt);
    const spanMs = Math.max(8_000, elapsed * 1.35);
    const top = Math.max(2, (reached / 100) * 1.3);
    const x = (ms: number) => left + ((width - left - pad) * ms) / spanMs;
    const y = (m: number) => height - pad - ((height - 2 * pad) * (m - 1)) / (top - 1);
    // The curve itself is drawn smooth; the multiplier shown is the floored one.
    const curve = (ms: number) => Math.min(reached / 100, Math.exp(CRASH_GROWTH_PER_MS * ms));
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.font = '600 11px Inter, system-ui, sans-serif';
    // Time runs left to right in every locale: the axes are drawn left to right too.
    ctx.direction = 'ltr';
    ctx.textAlign = 'left';
    for (let i = 0; i <= 4; i++) {
      const m = 1 + ((top - 1) * i) / 4;
      ctx.fillText(`${m.toFixed(m < 10 ? 1 : 0)}×`, 6, y(m) + 4);
    }
    for (let s = 0; s * 1000 <= spanMs; s += spanMs > 30_000 ? 10 : 2)
      ctx.fillText(`${s}s`, x(s * 1000) - 6, height - 8);
    const crashed = round.phase === 'crashed';
    const colour = crashed
      ? '#ff4d6a'
      : getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#ff7a1a';
    const gradient = ctx.createLinearGradient(0, y(top), 0, height - pad);
    gradient.addColorStop(0, `${colour}66`);
    gradient.addColorStop(1, `${colour}00`);
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    const steps = 80;
    for (let i = 1; i <= steps; i++) {
      const ms = (elapsed * i) / steps;
      ctx.lineTo(x(ms), y(curve(ms)));
    }
    ctx.lineTo(x(elapsed), height - pad);
    ctx.lineTo(x(0), height - pad);
    ctx.closePath();
    ctx.fillStyle = gradient;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (let i = 1; i <= steps; i++) {
      const ms = (elapsed * i) / steps;
      ctx.lineTo(x(ms), y(curve(ms)));
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.stroke();
    const tip = { x: x(elapsed), y: y(curve(elapsed)) };
    const glow = ctx.createRadialGradient(tip.x, tip.y, 0, tip.x, tip.y, 26);
    glow.addColorStop(0, crashed ? `${colour}cc` : '#ffffffcc');
    glow.addColorStop(1, '#ffffff00');
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(tip.x, tip.y, 26, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(tip.x, tip.y, 7, 0, Math.PI * 2);
    ctx.fillStyle = crashed ? colour : '#fff';
    ctx.fill();
  }

  private autoCents(): number | null | 'invalid' {
    const text = this.auto.value.trim().replace(',', '.');
    if (!text) return null;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 1.01 || value > 1_000_000) return 'invalid';
    return Math.round(value * 100);
  }

  private refresh(): void {
    const round = this.round;
    const mine = this.myBet && round && this.myBet.roundNumber === round.number ? this.myBet : null;
    const stake = this.stake.value();
    let label: string;
    let enabled = false;
    let action: 'bet' | 'cashout' | null = null;
    if (round?.phase === 'running' && mine?.status === 'open') {
      const at = this.flying();
      label = t('crash.cashOutAt', { amount: this.money.format((BigInt(mine.stake) * BigInt(at)) / 100n) });
      enabled = true;
      action = 'cashout';
    } else if (round?.phase === 'betting' && mine) {
      label = t('crash.betPlaced');
    } else if (round?.phase === 'betting') {
      label = t('crash.placeBet');
      enabled = stake !== null && this.autoCents() !== 'invalid';
      action = 'bet';
    } else {
      label = t('crash.nextRound');
    }
    this.button.textContent = label;
    this.button.dataset.action = action ?? 'wait';
    this.button.disabled = this.busy || !enabled;
    this.stake.setDisabled(this.busy || action !== 'bet');
    this.auto.disabled = this.busy || action !== 'bet';
  }

  private async press(): Promise<void> {
    const action = this.button.dataset.action;
    if (action !== 'bet' && action !== 'cashout') return;
    this.busy = true;
    this.refresh();
    try {
      if (action === 'bet') {
        const stake = this.stake.value()!;
        const auto = this.autoCents();
        const result = await this.api.post<{ bet: MyBet; balance: string | null }>('/crash/bet', {
          stake: stake.toString(),
          autoCashout: auto === null || auto === 'invalid' ? null : auto / 100,
        });
        this.myBet = result.bet;
        this.balance = result.balance !== null ? BigInt(result.balance) : this.balance - stake;
        this.say(t('crash.betTaken'), 'info');
      } else {
        const result = await this.api.post<{ bet: MyBet; balance: string | null }>('/crash/cashout');
        if (this.myBet?.status === 'open') {
          this.balance = result.balance !== null ? BigInt(result.balance) : this.balance + BigInt(result.bet.payout);
          this.say(
            t('crash.cashedOut', {
              multiplier: formatCrashPoint(result.bet.cashedOutAt ?? 100),
              amount: this.money.format(result.bet.payout),
            }),
            'win',
          );
        }
        this.myBet = result.bet;
      }
      this.showBalance();
      window.parent.postMessage({ type: 'casino:round-finished', gameId: this.init.game.id }, '*');
    } catch (error) {
      this.say(refusalText(error), 'error');
      if (error instanceof GameApiError && error.wallet?.balance !== undefined) {
        this.balance = BigInt(error.wallet.balance);
        this.showBalance();
      }
    } finally {
      this.busy = false;
      this.refresh();
    }
  }

  private say(text: string, kind: 'info' | 'error' | 'win'): void {
    this.notice.textContent = text;
    this.notice.dataset.kind = kind;
  }

  private showBalance(): void {
    this.balanceText.textContent = this.money.format(this.balance);
  }

  private renderPills(): void {
    this.pills.replaceChildren(
      ...this.history.slice(0, 12).map((round) =>
        h(
          'button',
          {
            type: 'button',
            class: `pill ${(round.crashPoint ?? 100) >= 200 ? 'win' : 'loss'}`,
            title: t('crash.roundNumber', { round: String(round.number) }),
            onclick: () => void this.openFairness(round),
          },
          `${formatCrashPoint(round.crashPoint ?? 100)}×`,
        ),
      ),
    );
  }

  private renderPlayers(): void {
    const crashed = this.round?.phase === 'crashed';
    this.count.textContent = t('crash.playerCount', { count: String(this.bets.length) });
    this.table.replaceChildren(
      ...this.bets.map((bet) => {
        const money = bet.currency === this.money.currency ? this.money : new Money(bet.currency, 100, this.boot.lang);
        const state = bet.cashedOutAt !== null ? 'win' : crashed ? 'loss' : '';
        return h(
          'tr',
          { class: state, 'data-me': String(bet.player === this.init.me) },
          h('td', {}, bet.player === this.init.me ? t('crash.you') : bet.player),
          h('td', {}, money.format(bet.stake)),
          h(
            'td',
            {},
            bet.cashedOutAt !== null
              ? `${formatCrashPoint(bet.cashedOutAt)}× · ${money.format(bet.payout)}`
              : crashed
                ? '✕'
                : '—',
          ),
        );
      }),
    );
  }

  /** Past rounds, each checked in the browser: its hash leads to the chain's terminating hash, and gives its crash point. */
  private async openFairness(selected?: Round): Promise<void> {
    const body = h('div', { class: 'fair-body' }, h('div', { class: 'spinner' }));
    this.dialog.replaceChildren(
      h(
        'header',
        {},
        h('h2', {}, t('crash.fairness')),
        h(
          'button',
          { type: 'button', class: 'ghost close', 'aria-label': t('shell.close'), onclick: () => this.dialog.close() },
          '✕',
        ),
      ),
      h('p', { class: 'muted' }, t('crash.fairIntro')),
      body,
    );
    if (!this.dialog.open) this.dialog.showModal();
    let data: { rounds: Round[]; chains: Chain[] };
    try {
      data = await getJson<{ rounds: Round[]; chains: Chain[] }>(`${this.boot.api}/crash/history?limit=30`);
    } catch (error) {
      body.replaceChildren(h('p', { class: 'notice', 'data-kind': 'error' }, refusalText(error)));
      return;
    }
    const chains = new Map(data.chains.map((chain) => [chain.id, chain]));
    const row = (label: string, value: string, testId?: string) =>
      h(
        'div',
        { class: 'kv' },
        h('span', { class: 'label' }, label),
        h('code', testId ? { 'data-testid': testId } : {}, value),
      );
    const live = this.round && this.round.phase !== 'crashed' ? this.round : null;
    const list = h(
      'ol',
      { class: 'bet-log crash-log' },
      ...data.rounds.map((round) => {
        const result = h('span', { class: 'muted' });
        const check = () => {
          const chain = chains.get(round.chainId)!;
          const inChain = verifyCrashChain(round.hash!, round.number, chain.terminatingHash).ok;
          const point = crashPoint(round.hash!, chain.salt);
          const ok = inChain && point === round.crashPoint;
          result.textContent = ok
            ? `✓ ${t('crash.verified', { multiplier: formatCrashPoint(point) })}`
            : `✕ ${t('crash.notVerified')}`;
          result.className = ok ? 'win' : 'loss';
        };
        const item = h(
          'li',
          { 'data-testid': 'crash-round', 'data-selected': String(round.id === selected?.id) },
          h('span', {}, `#${round.number} · `, h('code', { class: 'hash' }, `${round.hash!.slice(0, 16)}…`)),
          h(
            'span',
            { class: (round.crashPoint ?? 100) >= 200 ? 'win' : 'muted' },
            `${formatCrashPoint(round.crashPoint ?? 100)}×`,
          ),
          h(
            'button',
            { type: 'button', class: 'chip', 'data-testid': 'crash-verify', onclick: check },
            t('fair.verify'),
          ),
          result,
        );
        if (round.id === selected?.id) queueMicrotask(check);
        return item;
      }),
    );
    const chain = live ? chains.get(live.chainId) : data.chains[0];
    body.replaceChildren(
      h(
        'section',
        { class: 'card' },
        h('h3', {}, t('crash.chain')),
        chain ? row(t('crash.terminatingHash'), chain.terminatingHash, 'terminating-hash') : '',
        chain ? row(t('crash.salt'), chain.salt) : '',
        live ? row(t('crash.commitment', { round: String(live.number) }), live.commitment) : '',
        h('p', { class: 'muted small' }, t('crash.formula')),
      ),
      h(
        'section',
        { class: 'card' },
        h('h3', {}, t('crash.lastRounds')),
        data.rounds.length ? list : h('p', { class: 'muted' }, t('crash.noRounds')),
      ),
    );
  }
}

export async function startCrash(boot: Boot, mount: HTMLElement): Promise<void> {
  const api = new GameApi(boot.api, boot.launch);
  const init = await api.post<Init>('/crash/init');
  new CrashPage(init, api, boot, mount);
}
