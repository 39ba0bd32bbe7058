import { formatMultiplier } from '@casino/shared/originals/game';
import type { GameApi } from '../../kit/client/api.js';
import { GameApiError } from '../../kit/client/api.js';
import { h } from '../../kit/client/dom.js';
import { t } from './i18n.js';
import type { BetView, InitData, SeedPairView } from './types.js';

type Fairness = { current: SeedPairView; previous: (SeedPairView & { serverSeed: string }) | null };

/** Where a past bet is checked: the site's verifier page, filled in, computing in the browser. */
export function verifyUrl(lobbyUrl: string, bet: BetView): string {
  let origin = '';
  try {
    origin = new URL(lobbyUrl).origin;
  } catch {
    origin = '';
  }
  const query = new URLSearchParams({
    game: bet.gameId,
    serverSeed: bet.serverSeed ?? '',
    serverSeedHash: bet.serverSeedHash,
    clientSeed: bet.clientSeed,
    nonce: String(bet.nonce),
    params: JSON.stringify(bet.params),
  });
  return `${origin}/provably-fair?${query.toString()}`;
}

/**
 * "Fairness": the active pair (server seed as its SHA-256, client seed, next nonce), the client
 * seed editor and rotation (which reveals the server seed), and the last bets with their seeds.
 */
export class FairnessPanel {
  readonly element: HTMLDialogElement;
  private readonly body = h('div', { class: 'fair-body' });

  constructor(
    private readonly api: GameApi,
    private readonly init: InitData,
    private readonly playing: () => boolean,
  ) {
    this.element = h(
      'dialog',
      { class: 'sheet', 'aria-label': t('fair.title'), 'data-testid': 'fairness' },
      h(
        'header',
        {},
        h('h2', {}, t('fair.title')),
        h(
          'button',
          { type: 'button', class: 'ghost close', 'aria-label': t('shell.close'), onclick: () => this.element.close() },
          '✕',
        ),
      ),
      h('p', { class: 'muted' }, t('fair.intro')),
      this.body,
    );
  }

  open(): void {
    this.element.showModal();
    void this.load();
  }

  private async load(): Promise<void> {
    this.body.replaceChildren(h('div', { class: 'spinner' }));
    try {
      const [fair, { bets }] = await Promise.all([
        this.api.post<Fairness>('/fairness'),
        this.api.post<{ bets: BetView[] }>('/fairness/bets', { limit: 20 }),
      ]);
      this.render(fair, bets);
    } catch (error) {
      this.body.replaceChildren(
        h(
          'p',
          { class: 'notice', 'data-kind': 'error' },
          error instanceof GameApiError ? error.message : t('error.generic'),
        ),
      );
    }
  }

  private render(fair: Fairness, bets: BetView[]): void {
    const seedInput = h('input', {
      type: 'text',
      value: fair.current.clientSeed,
      maxlength: '64',
      'data-testid': 'client-seed',
      'aria-label': t('fair.clientSeed'),
    });
    const message = h('p', { class: 'notice', role: 'status' });
    const rotate = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-testid': 'rotate-seeds',
        onclick: async () => {
          if (this.playing()) {
            message.textContent = t('fair.finishFirst');
            return;
          }
          try {
            const next = await this.api.post<Fairness>('/fairness/rotate', { clientSeed: seedInput.value.trim() });
            const { bets: after } = await this.api.post<{ bets: BetView[] }>('/fairness/bets', { limit: 20 });
            this.render(next, after);
          } catch (error) {
            message.textContent = error instanceof GameApiError ? error.message : t('error.generic');
          }
        },
      },
      t('fair.rotate'),
    );
    const row = (label: string, value: string, testId?: string) =>
      h(
        'div',
        { class: 'kv' },
        h('span', { class: 'label' }, label),
        h('code', testId ? { 'data-testid': testId } : {}, value),
      );
    const previous: HTMLElement | string = fair.previous
      ? h(
          'section',
          { class: 'card' },
          h('h3', {}, t('fair.previous')),
          row(t('fair.serverSeed'), fair.previous.serverSeed, 'previous-server-seed'),
          row(t('fair.serverSeedHash'), fair.previous.serverSeedHash),
          row(t('fair.clientSeed'), fair.previous.clientSeed),
          row(t('fair.betsMade'), String(fair.previous.nonce)),
        )
      : '';
    const list = h(
      'ol',
      { class: 'bet-log' },
      ...bets.map((bet) =>
        h(
          'li',
          {},
          h('span', {}, bet.gameId, ' · #', String(bet.nonce)),
          h('span', { class: BigInt(bet.payout) > 0n ? 'win' : 'muted' }, `${formatMultiplier(bet.multiplier)}×`),
          bet.serverSeed
            ? h(
                'a',
                {
                  href: verifyUrl(this.init.lobbyUrl, bet),
                  target: '_blank',
                  rel: 'noopener',
                  'data-testid': 'verify-link',
                },
                t('fair.verify'),
              )
            : h('span', { class: 'muted', title: t('fair.hiddenUntilRotation') }, '🔒'),
        ),
      ),
    );
    this.body.replaceChildren(
      h(
        'section',
        { class: 'card' },
        h('h3', {}, t('fair.current')),
        row(t('fair.serverSeedHash'), fair.current.serverSeedHash, 'server-seed-hash'),
        h(
          'label',
          { class: 'field' },
          h('span', { class: 'label' }, t('fair.clientSeed')),
          h('span', { class: 'input' }, seedInput),
        ),
        row(t('fair.nonce'), String(fair.current.nonce), 'nonce'),
        rotate,
        message,
      ),
      previous,
      h(
        'section',
        { class: 'card' },
        h('h3', {}, t('fair.lastBets')),
        bets.length ? list : h('p', { class: 'muted' }, t('fair.noBets')),
      ),
    );
  }
}
