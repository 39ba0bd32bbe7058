import { playerChannel } from '@casino/shared/push';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Push } from '../push/push-server.js';
import { walletAccountIn } from '../wallet/accounts.js';
import type { Applied } from './ingest.js';
import { betViewsById, openBetsOn, type BetView } from './queries.js';
import type { BetChange } from './settlement.js';

/**
 * A reprice reaches a player at most this often per bet. Live odds move on nearly every pull, and
 * an offer redrawn faster than a player can read it and press "cash out" helps no one; a slightly
 * older offer is harmless, since the cash-out prices the bet again and refuses a fallen offer.
 */
export const REPRICE_INTERVAL_MS = 2_000;

/** Bets priced per round of queries: a popular match takes a few rounds, none with a huge id list. */
export const REPRICE_BATCH = 500;

/**
 * Open bets whose shown offer is remembered, the least recently pushed forgotten first. Closed
 * bets leave at once; the cap covers bets closed by another process. A forgotten bet is only
 * pushed once more than needed.
 */
const REMEMBERED_BETS = 100_000;

interface Shown {
  bet: BetChange;
  /** The offer the player's page shows. */
  cashout: string | null;
  /** When a reprice last pushed it: a push of the bet's own change does not count. */
  repricedAt: number;
  /** Its odds moved inside the window: it is priced again once the window ends. */
  stale: boolean;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Pushes sport bets to their players on `game:bets#{id}`. A bet's own change (placed, accepted,
 * settled, cashed out) goes out at once; a new cash-out offer under moved odds goes out only when
 * it differs from the one the page shows, at most once a window per bet, and only to players with
 * the channel open, so a popular live match costs a few queries a pull rather than a few per bet.
 */
export class BetPush {
  readonly #shown = new Map<string, Shown>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly push: Push,
    private readonly now: () => number = Date.now,
  ) {}

  /** What a feed pull applied: its bet changes pushed, the open bets under its moved odds repriced. */
  async applied(applied: Applied[]): Promise<void> {
    const changes = new Map(applied.flatMap((a) => a.bets).map((b) => [b.betId, b]));
    await this.changed([...changes.values()]);
    const moved = [...new Set(applied.filter((a) => a.eventChanged).map((a) => a.eventId))];
    await this.#reprice((await openBetsOn(this.db, moved)).filter((b) => !changes.has(b.betId)));
  }

  /** Bets that changed themselves, each pushed at once with its player's balance. */
  async changed(changes: BetChange[]): Promise<void> {
    for (const batch of chunks(changes, REPRICE_BATCH)) {
      const views = await this.#views(batch);
      for (const bet of batch) {
        const view = views.get(bet.betId);
        if (!view) continue;
        await this.#publish(bet, view);
        const shown = this.#shown.get(bet.betId);
        if (view.status === 'open') this.#remember(bet, view.cashout, shown?.repricedAt ?? -Infinity);
        else this.#shown.delete(bet.betId);
      }
    }
    const wallets = new Map(changes.map((c) => [`${c.playerId}|${c.currency}`, c]));
    for (const { playerId, currency } of wallets.values()) {
      const account = await walletAccountIn(this.db, playerId, currency);
      if (account) await this.push.publish('wallet:accounts', 'account', account, playerId);
    }
  }

  async #reprice(moved: BetChange[]): Promise<void> {
    const candidates = new Map(moved.map((b) => [b.betId, b]));
    for (const [betId, shown] of this.#shown) if (shown.stale) candidates.set(betId, shown.bet);
    if (candidates.size === 0) return;
    const listening = await this.push.listeningPlayers('game:bets', [
      ...new Set([...candidates.values()].map((b) => b.playerId)),
    ]);
    const now = this.now();
    const due: BetChange[] = [];
    for (const bet of candidates.values()) {
      const shown = this.#shown.get(bet.betId);
      // No page to update: one opened later loads the bets afresh, so nothing shown is known.
      if (!listening.has(bet.playerId)) this.#shown.delete(bet.betId);
      else if (shown && now - shown.repricedAt < REPRICE_INTERVAL_MS) shown.stale = true;
      else due.push(bet);
    }
    for (const batch of chunks(due, REPRICE_BATCH)) {
      const views = await this.#views(batch);
      for (const bet of batch) {
        const view = views.get(bet.betId);
        const shown = this.#shown.get(bet.betId);
        // Closed (or gone) since: whoever closed it pushes that change.
        if (view?.status !== 'open') this.#shown.delete(bet.betId);
        else if (shown?.cashout === view.cashout) shown.stale = false;
        else {
          await this.#publish(bet, view);
          this.#remember(bet, view.cashout, now);
        }
      }
    }
  }

  async #views(bets: BetChange[]): Promise<Map<string, BetView>> {
    const ids = bets.map((b) => b.betId);
    return new Map((await betViewsById(this.db, ids)).map((view) => [view.id, view]));
  }

  #publish(bet: BetChange, view: BetView): Promise<void> {
    return this.push.publish(playerChannel('game:bets', bet.playerId), 'sport.bet', view, bet.playerId);
  }

  #remember(bet: BetChange, cashout: string | null, repricedAt: number): void {
    // Re-inserted so the map's order is least recently pushed first.
    this.#shown.delete(bet.betId);
    this.#shown.set(bet.betId, { bet, cashout, repricedAt, stale: false });
    if (this.#shown.size > REMEMBERED_BETS) this.#shown.delete(this.#shown.keys().next().value!);
  }
}
