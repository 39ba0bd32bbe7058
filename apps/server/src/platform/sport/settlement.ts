import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordEvent } from '../events/outbox.js';
import { openPlayerAccount, systemAccount } from '../ledger/accounts.js';
import { post, transfer } from '../ledger/transfers.js';
import { betLines, isDecided, legFactor, linesPayout, type Ratio } from './payout.js';
import type { BetStatus, StoredResult } from './tables.js';

/**
 * Settling a bet from its legs, and opening it again when the feed takes a result back. The
 * money: the stake was reserved at placement; the first settlement posts it to the house and
 * pays the payout; a rollback takes that payout back (what the balance can cover now, the
 * rest kept from the next payout), and the next settlement pays again. Every transfer is
 * keyed by the bet and the feed message that caused it, so a replay moves nothing.
 */

export const HOUSE = 'house';

export interface BetChange {
  betId: string;
  playerId: string;
  currency: string;
}

const SETTLED: BetStatus[] = ['won', 'lost', 'void'];

export const stakeKey = (betId: string) => `sport:${betId}:stake`;

export async function postStake(trx: Transaction<DB>, bet: { id: string; stake_posted: boolean }): Promise<void> {
  if (bet.stake_posted) return;
  const posted = await post(trx, { idempotencyKey: `${stakeKey(bet.id)}:post`, pendingKey: stakeKey(bet.id) });
  if (!posted.ok) throw new Error(`sport bet ${bet.id}: stake not posted: ${posted.code}`);
  await trx.updateTable('sport_bets').set({ stake_posted: true }).where('id', '=', bet.id).execute();
}

/** Pays `amount` from the house to the player under `key`. */
export async function payPlayer(
  trx: Transaction<DB>,
  bet: { id: string; player_id: string; currency: string },
  amount: bigint,
  key: string,
  reason: 'win' | 'rollback' = 'win',
): Promise<void> {
  if (amount <= 0n) return;
  const moved = await transfer(trx, {
    idempotencyKey: key,
    debit: await systemAccount(trx, HOUSE, bet.currency, key),
    credit: await openPlayerAccount(trx, bet.player_id, bet.currency),
    amount,
    currency: bet.currency,
    reason,
    reference: bet.id,
  });
  if (!moved.ok) throw new Error(`sport bet ${bet.id}: payment refused: ${moved.code}`);
}

/**
 * Brings a bet in line with its legs after the feed changed one of them: opens it again when a
 * settlement it was paid on no longer holds, settles it when its legs decide it.
 */
export async function reconcileBet(trx: Transaction<DB>, betId: string, messageId: string): Promise<BetChange | null> {
  const bet = await trx.selectFrom('sport_bets').selectAll().where('id', '=', betId).forUpdate().executeTakeFirst();
  if (!bet || !(bet.status === 'open' || SETTLED.includes(bet.status))) return null;
  const legs = await trx
    .selectFrom('sport_bet_legs')
    .select(['odds', 'result'])
    .where('bet_id', '=', betId)
    .orderBy('leg_no')
    .execute();
  const factors = legs.map((leg) => (leg.result ? legFactor(leg.odds, leg.result) : null));
  const decided = isDecided(factors, bet.sizes);
  const payout = decided ? payoutOf(bet.unit_stake, factors, bet.sizes) : 0n;
  const status = decided
    ? statusOf(
        payout,
        legs.map((l) => l.result),
      )
    : 'open';
  if (status === bet.status && payout === bet.payout) return null;

  const change = { betId, playerId: bet.player_id, currency: bet.currency };
  let clawbackDue = bet.clawback_due;
  if (SETTLED.includes(bet.status)) {
    // Take the settlement back: what the player owes is the payout plus anything still owed.
    const owed = clawbackDue + bet.payout;
    const account = await openPlayerAccount(trx, bet.player_id, bet.currency);
    const { available } = await trx
      .selectFrom('ledger_accounts')
      .select(sql<bigint>`balance - debits_pending`.as('available'))
      .where('id', '=', account)
      .executeTakeFirstOrThrow();
    const reclaim = owed < BigInt(available) ? owed : BigInt(available);
    if (reclaim > 0n) {
      const key = `sport:${betId}:reclaim:${messageId}`;
      const moved = await transfer(trx, {
        idempotencyKey: key,
        debit: account,
        credit: await systemAccount(trx, HOUSE, bet.currency, key),
        amount: reclaim,
        currency: bet.currency,
        reason: 'rollback',
        reference: betId,
      });
      if (!moved.ok) throw new Error(`sport bet ${betId}: reclaim refused: ${moved.code}`);
    }
    clawbackDue = owed - reclaim;
    await trx
      .updateTable('sport_bets')
      .set({ status: 'open', payout: 0n, clawback_due: clawbackDue, settled_at: null })
      .where('id', '=', betId)
      .execute();
    await recordEvent(trx, {
      type: 'sport.bet.reopened',
      playerId: bet.player_id,
      aggregateId: betId,
      payload: { betId, currency: bet.currency, reclaimed: reclaim, clawbackDue, messageId },
    });
  }
  if (status === 'open') return change;

  await postStake(trx, bet);
  const net = payout - clawbackDue;
  await payPlayer(trx, bet, net, `sport:${betId}:pay:${messageId}`);
  await trx
    .updateTable('sport_bets')
    .set({ status, payout, clawback_due: net < 0n ? -net : 0n, settled_at: new Date() })
    .where('id', '=', betId)
    .execute();
  await recordEvent(trx, {
    type: 'sport.bet.settled',
    playerId: bet.player_id,
    aggregateId: betId,
    payload: {
      betId,
      status,
      currency: bet.currency,
      stake: bet.stake,
      payout,
      paid: net > 0n ? net : 0n,
      messageId,
    },
  });
  return change;
}

function payoutOf(unit: bigint, factors: (Ratio | null)[], sizes: number[]): bigint {
  // Decided with an open leg means a single line already lost.
  if (factors.some((f) => f === null)) return 0n;
  return linesPayout(unit, betLines(factors.length, sizes), factors as Ratio[]);
}

function statusOf(payout: bigint, results: (StoredResult | null)[]): BetStatus {
  if (payout === 0n) return 'lost';
  return results.every((r) => r?.voidFactor === '1') ? 'void' : 'won';
}
