import { convertMinor, type RatedCurrency } from '@casino/shared/money';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * What a player's money did since a moment, per currency, read from the ledger itself: every
 * stake, win and deposit of every product (casino rounds, sportsbook bets) is a ledger transfer
 * with its reason, so nothing has to report to the limits to be counted, and the figures are
 * exactly the money that moved in committed transactions.
 */
export interface Movements {
  /** Stakes taken, less the stakes given back by a rollback. */
  stakes: bigint;
  /** Wins paid, less the wins taken back by a rollback. */
  wins: bigint;
  /** Deposits credited. */
  deposits: bigint;
  /** Withdrawals paid out (a withdrawal still held or given back is not one). */
  withdrawals: bigint;
}

const empty = (): Movements => ({ stakes: 0n, wins: 0n, deposits: 0n, withdrawals: 0n });

export async function movementsSince(
  db: Kysely<DB>,
  playerId: string,
  since: Date,
  until: Date | null = null,
): Promise<Map<string, Movements>> {
  const playerAccounts = db.selectFrom('ledger_accounts').select('id').where('player_id', '=', playerId);
  const sums = (side: 'debit_account_id' | 'credit_account_id') =>
    db
      .selectFrom('ledger_transfers')
      .select((eb) => ['reason', 'currency', eb.fn.sum<string>('amount').as('total')])
      .where(side, 'in', playerAccounts)
      .where('status', '=', 'posted')
      .where('reason', 'in', ['bet', 'win', 'rollback', 'deposit', 'withdrawal'])
      .where('created_at', '>=', since)
      .$if(until !== null, (q) => q.where('created_at', '<', until!))
      .groupBy(['reason', 'currency'])
      .execute();
  const [outgoing, incoming] = await Promise.all([sums('debit_account_id'), sums('credit_account_id')]);
  const result = new Map<string, Movements>();
  const of = (currency: string) => result.get(currency) ?? result.set(currency, empty()).get(currency)!;
  for (const row of outgoing) {
    const m = of(row.currency);
    const total = BigInt(row.total);
    if (row.reason === 'bet') m.stakes += total;
    // A rollback paid by the player undoes a win.
    if (row.reason === 'rollback') m.wins -= total;
    if (row.reason === 'withdrawal') m.withdrawals += total;
  }
  for (const row of incoming) {
    const m = of(row.currency);
    const total = BigInt(row.total);
    if (row.reason === 'win') m.wins += total;
    // A rollback paid to the player gives a stake back.
    if (row.reason === 'rollback') m.stakes -= total;
    if (row.reason === 'deposit') m.deposits += total;
  }
  return result;
}

/**
 * Deposits started but not settled yet, per currency: they hold their part of a deposit limit
 * from the moment the invoice is created, so two cashier tabs cannot both start one that fits
 * only once. An invoice older than the window no longer holds anything.
 */
export async function pendingDepositsSince(
  db: Kysely<DB>,
  playerId: string,
  since: Date,
): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('payment_invoices')
    .select((eb) => ['currency', eb.fn.sum<string>('amount').as('total')])
    .where('player_id', '=', playerId)
    .where('direction', '=', 'deposit')
    .where('status', '=', INVOICE_STATUS.pending)
    .where('created_at', '>=', since)
    .groupBy('currency')
    .execute();
  return new Map(rows.map((r) => [r.currency, BigInt(r.total)]));
}

/** Amounts in several currencies as one figure in `to`, at the current rates (SPEC: a limit covers every account). */
export function totalIn(
  amounts: Iterable<[string, bigint]>,
  to: RatedCurrency,
  rates: Map<string, RatedCurrency>,
): bigint {
  let total = 0n;
  for (const [currency, amount] of amounts) {
    const from = rates.get(currency);
    if (from) total += convertMinor(amount, from, to);
  }
  return total;
}

/**
 * An amount converted for a comparison against a limit, rounded up: a stake of one cent never
 * counts as nothing against a limit kept in a currency worth far more.
 */
export function convertUp(amount: bigint, from: RatedCurrency, to: RatedCurrency): bigint {
  const down = convertMinor(amount, from, to);
  return convertMinor(down, to, from) < amount ? down + 1n : down;
}
