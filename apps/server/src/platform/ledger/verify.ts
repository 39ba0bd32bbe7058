import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountId } from './accounts.js';

export interface CurrencyTotals {
  currency: string;
  accounts: bigint;
  /** Zero in a balanced ledger: every posted amount left one account and reached another. */
  balance: bigint;
  debitsPending: bigint;
  creditsPending: bigint;
}

export type LedgerViolation =
  | { kind: 'CURRENCY_NOT_BALANCED'; currency: string; balance: bigint }
  | { kind: 'PENDING_NOT_BALANCED'; currency: string; debitsPending: bigint; creditsPending: bigint }
  | {
      kind: 'ACCOUNT_MISMATCH';
      accountId: AccountId;
      currency: string;
      field: 'balance' | 'debits_pending' | 'credits_pending';
      stored: bigint;
      fromTransfers: bigint;
    }
  | { kind: 'SETTLEMENT_MISMATCH'; transferId: bigint; pendingId: bigint };

export interface LedgerReport {
  currencies: CurrencyTotals[];
  transfers: bigint;
  violations: LedgerViolation[];
}

/**
 * Audits the ledger against its own journal: per currency the balances, and the
 * pending amounts on both sides, sum to zero; every account holds exactly what its
 * transfers say; every post or void mirrors the reserve it settles. An empty
 * `violations` list means the books are sound.
 */
export async function verifyLedger(db: Kysely<DB>): Promise<LedgerReport> {
  const [currencies, accounts, settlements, transfers] = await Promise.all([
    currencyTotals(db),
    accountMismatches(db),
    settlementMismatches(db),
    db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const violations: LedgerViolation[] = [];
  for (const totals of currencies) {
    if (totals.balance !== 0n) {
      violations.push({ kind: 'CURRENCY_NOT_BALANCED', currency: totals.currency, balance: totals.balance });
    }
    if (totals.debitsPending !== totals.creditsPending) {
      violations.push({
        kind: 'PENDING_NOT_BALANCED',
        currency: totals.currency,
        debitsPending: totals.debitsPending,
        creditsPending: totals.creditsPending,
      });
    }
  }
  violations.push(...accounts, ...settlements);
  return { currencies, transfers: transfers.count, violations };
}

async function currencyTotals(db: Kysely<DB>): Promise<CurrencyTotals[]> {
  const { rows } = await sql<{
    currency: string;
    accounts: bigint;
    balance: bigint;
    debits_pending: bigint;
    credits_pending: bigint;
  }>`
    select currency, count(*) as accounts, sum(balance)::int8 as balance,
           sum(debits_pending)::int8 as debits_pending, sum(credits_pending)::int8 as credits_pending
    from ledger_accounts
    group by currency
    order by currency`.execute(db);
  return rows.map((r) => ({
    currency: r.currency,
    accounts: r.accounts,
    balance: r.balance,
    debitsPending: r.debits_pending,
    creditsPending: r.credits_pending,
  }));
}

/** Posted transfers make the balances; reserves not yet settled make the pending amounts. */
async function accountMismatches(db: Kysely<DB>): Promise<LedgerViolation[]> {
  const { rows } = await sql<{
    id: bigint;
    currency: string;
    balance: bigint;
    debits_pending: bigint;
    credits_pending: bigint;
    expected_balance: bigint;
    expected_debits_pending: bigint;
    expected_credits_pending: bigint;
  }>`
    with open_reserves as (
      select debit_account_id, credit_account_id, amount
      from ledger_transfers t
      where status = 'pending' and not exists (select 1 from ledger_transfers s where s.pending_id = t.id)
    ),
    movements (account_id, balance, debits_pending, credits_pending) as (
      select credit_account_id, amount, 0::int8, 0::int8 from ledger_transfers where status = 'posted'
      union all
      select debit_account_id, -amount, 0, 0 from ledger_transfers where status = 'posted'
      union all
      select debit_account_id, 0, amount, 0 from open_reserves
      union all
      select credit_account_id, 0, 0, amount from open_reserves
    ),
    expected as (
      select account_id, sum(balance)::int8 as balance,
             sum(debits_pending)::int8 as debits_pending, sum(credits_pending)::int8 as credits_pending
      from movements
      group by account_id
    )
    select a.id, a.currency, a.balance, a.debits_pending, a.credits_pending,
           coalesce(e.balance, 0) as expected_balance,
           coalesce(e.debits_pending, 0) as expected_debits_pending,
           coalesce(e.credits_pending, 0) as expected_credits_pending
    from ledger_accounts a
    left join expected e on e.account_id = a.id
    where a.balance <> coalesce(e.balance, 0)
       or a.debits_pending <> coalesce(e.debits_pending, 0)
       or a.credits_pending <> coalesce(e.credits_pending, 0)
    order by a.id`.execute(db);
  return rows.flatMap((r) =>
    (
      [
        ['balance', r.balance, r.expected_balance],
        ['debits_pending', r.debits_pending, r.expected_debits_pending],
        ['credits_pending', r.credits_pending, r.expected_credits_pending],
      ] as const
    )
      .filter(([, stored, fromTransfers]) => stored !== fromTransfers)
      .map(([field, stored, fromTransfers]) => ({
        kind: 'ACCOUNT_MISMATCH' as const,
        accountId: r.id,
        currency: r.currency,
        field,
        stored,
        fromTransfers,
      })),
  );
}

async function settlementMismatches(db: Kysely<DB>): Promise<LedgerViolation[]> {
  const rows = await db
    .selectFrom('ledger_transfers as s')
    .innerJoin('ledger_transfers as p', 'p.id', 's.pending_id')
    .select(['s.id as transferId', 'p.id as pendingId'])
    .where((eb) =>
      eb.or([
        eb('p.status', '<>', 'pending'),
        eb('p.debit_account_id', '<>', eb.ref('s.debit_account_id')),
        eb('p.credit_account_id', '<>', eb.ref('s.credit_account_id')),
        eb('p.amount', '<>', eb.ref('s.amount')),
        eb('p.currency', '<>', eb.ref('s.currency')),
      ]),
    )
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ kind: 'SETTLEMENT_MISMATCH', transferId: r.transferId, pendingId: r.pendingId }));
}

/** The report as `npm run ledger:verify` prints it, one line per currency and per violation. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines = [`ledger: ${report.transfers} transfers`];
  for (const c of report.currencies) {
    lines.push(
      `  ${c.currency}: ${c.accounts} accounts, balances sum to ${c.balance}, pending ${c.debitsPending} debits / ${c.creditsPending} credits`,
    );
  }
  lines.push(report.violations.length === 0 ? 'ok: no violations' : `${report.violations.length} violations:`);
  lines.push(...report.violations.map((v) => `  ${describeViolation(v)}`));
  return `${lines.join('\n')}\n`;
}

function describeViolation(v: LedgerViolation): string {
  switch (v.kind) {
    case 'CURRENCY_NOT_BALANCED':
      return `${v.kind} ${v.currency}: balances sum to ${v.balance}`;
    case 'PENDING_NOT_BALANCED':
      return `${v.kind} ${v.currency}: pending debits ${v.debitsPending}, pending credits ${v.creditsPending}`;
    case 'ACCOUNT_MISMATCH':
      return `${v.kind} account ${v.accountId} (${v.currency}) ${v.field}: stored ${v.stored}, transfers say ${v.fromTransfers}`;
    case 'SETTLEMENT_MISMATCH':
      return `${v.kind} transfer ${v.transferId} does not mirror reserve ${v.pendingId}`;
  }
}
