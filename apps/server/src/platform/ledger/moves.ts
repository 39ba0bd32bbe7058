import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountId } from './accounts.js';
import type { LedgerTables } from './tables.js';

export type TransferRow = Selectable<LedgerTables['ledger_transfers']>;
export type NewTransfer = Required<Insertable<LedgerTables['ledger_transfers']>>;
export type MoveRefusal = 'ACCOUNT_NOT_FOUND' | 'CURRENCY_MISMATCH' | 'INSUFFICIENT_FUNDS';

/** What became of one transfer: recorded, refused, or neither, because its key was taken. */
export interface MoveOutcome {
  transfer: TransferRow | null;
  refusal: MoveRefusal | null;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was undone and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * The `locked` CTE: the accounts whose ids `ids` (an int8[] expression) lists, locked in
 * the one global order every ledger statement follows, player accounts first, then system
 * accounts, each by id, so that no two transfers or batches wait for each other in a
 * circle. Its balances are the newest committed ones whatever the statement's snapshot.
 * `no key update` is the lock an update takes anyway; it lets the foreign-key checks of
 * other transfers into the same account proceed.
 */
function lockedAccounts(ids: RawBuilder<AccountId[]>): RawBuilder<unknown> {
  return sql`locked as materialized (
    select id, currency, kind, balance, debits_pending, credits_pending
    from ledger_accounts
    where id = any(${ids})
    order by kind = 'system', id
    for no key update
  )`;
}

/** Locks the accounts of a transfer before a statement of the caller's changes them. */
export async function lockAccounts(trx: Transaction<DB>, ids: AccountId[]): Promise<void> {
  await sql`with ${lockedAccounts(accountIdArray(ids))} select id from locked`.execute(trx);
}

/**
 * Applies transfers (moves, not settlements) in their order, each checked as if it came
 * alone; a refused one changes nothing and does not stop the others. Outside a caller's
 * transaction they commit together, all or none: as one statement when no two of them need
 * the same player account or key, else as rounds in one transaction. A batch undone by a
 * deadlock or a serialization failure runs again.
 */
export async function applyMoves(
  db: Kysely<DB>,
  rows: NewTransfer[],
  systemAccounts: Set<AccountId>,
): Promise<MoveOutcome[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyOnce(db, rows, systemAccounts);
    } catch (error) {
      if (db.isTransaction || attempt === ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) {
        throw error;
      }
    }
  }
}

async function applyOnce(db: Kysely<DB>, rows: NewTransfer[], systemAccounts: Set<AccountId>) {
  if (rounds(rows, systemAccounts).length === 1) return applyRound(db, rows);
  const apply = async (trx: Transaction<DB>) => {
    // Every account of the batch is locked up front, in the global order, as one statement
    // would; which of them are system accounts (free to appear in every round) is learnt here.
    const ids = [...new Set(rows.flatMap((row) => [row.debit_account_id, row.credit_account_id]))];
    const { rows: system } = await sql<{ id: AccountId }>`
      with ${lockedAccounts(accountIdArray(ids))} select id from locked where kind = 'system'`.execute(trx);
    for (const { id } of system) systemAccounts.add(id);
    const outcomes = new Map<NewTransfer, MoveOutcome>();
    for (const round of rounds(rows, systemAccounts)) {
      const applied = await applyRound(trx, round);
      round.forEach((row, i) => outcomes.set(row, applied[i]!));
    }
    return rows.map((row) => outcomes.get(row)!);
  };
  return db.isTransaction ? apply(db as Transaction<DB>) : db.transaction().execute(apply);
}

/**
 * Splits transfers into rounds, keeping their order, so that no idempotency key and no
 * account that can refuse a transfer (a player's; a system account is never short of
 * funds) appears twice in a round: within a round every check reads the balances the round
 * started from. An account not known to be a system account counts as a player's.
 */
function rounds(rows: NewTransfer[], systemAccounts: ReadonlySet<AccountId>): NewTransfer[][] {
  const planned: NewTransfer[][] = [];
  const lastRound = new Map<string, number>();
  for (const row of rows) {
    const claims = [`key ${row.idempotency_key}`];
    for (const id of [row.debit_account_id, row.credit_account_id]) {
      if (!systemAccounts.has(id)) claims.push(`account ${id}`);
    }
    const round = Math.max(...claims.map((claim) => (lastRound.get(claim) ?? -1) + 1));
    (planned[round] ??= []).push(row);
    for (const claim of claims) lastRound.set(claim, round);
  }
  return planned;
}

/**
 * Locks, checks, records and applies transfers that share no player account and no key, in
 * one round trip (the hot path of every bet and win). The checks read the locked rows; a
 * transfer is recorded only when they pass, and balances change only by what was recorded,
 * so a refused or replayed transfer moves nothing. Neither a transfer nor a refusal means
 * its key was taken. The new balances are computed from the values the lock read: an
 * update in the statement that took the lock can be handed the row as of the statement's
 * snapshot (PostgreSQL, under read committed, with another transaction's update committed
 * in between), which would lose that update.
 */
async function applyRound(db: Kysely<DB>, rows: NewTransfer[]): Promise<MoveOutcome[]> {
  const requests = JSON.stringify(
    rows.map((row, n) => ({
      n,
      idempotency_key: row.idempotency_key,
      debit_account_id: String(row.debit_account_id),
      credit_account_id: String(row.credit_account_id),
      amount: String(row.amount),
      currency: row.currency,
      reason: row.reason,
      reference: row.reference,
      status: row.status,
    })),
  );
  const { rows: results } = await sql<TransferRow & { refusal: MoveRefusal | null }>`
    with requests as (
      select * from jsonb_to_recordset(${requests}::jsonb) as r (
        n int, idempotency_key text, debit_account_id int8, credit_account_id int8, amount int8,
        currency text, reason text, reference text, status text)
    ),
    ${lockedAccounts(sql`array(select debit_account_id from requests union select credit_account_id from requests)`)},
    verdicts as (
      select r.n, r.idempotency_key, case
        when d.id is null or c.id is null then 'ACCOUNT_NOT_FOUND'
        when d.currency <> r.currency or c.currency <> r.currency then 'CURRENCY_MISMATCH'
        when d.kind <> 'system' and d.balance - d.debits_pending < r.amount then 'INSUFFICIENT_FUNDS'
      end as refusal
      from requests r
      left join locked d on d.id = r.debit_account_id
      left join locked c on c.id = r.credit_account_id
    ),
    inserted as (
      insert into ledger_transfers
        (idempotency_key, debit_account_id, credit_account_id, amount, currency, reason, reference, status, pending_id)
      select r.idempotency_key, r.debit_account_id, r.credit_account_id, r.amount, r.currency, r.reason, r.reference,
             r.status, null::int8
      from requests r join verdicts v on v.n = r.n
      where v.refusal is null
      order by r.n
      on conflict do nothing
      returning *
    ),
    changes as (
      select d.id, sum(d.balance)::int8 as balance, sum(d.debits_pending)::int8 as debits_pending,
             sum(d.credits_pending)::int8 as credits_pending
      from inserted i
      cross join lateral (values (
        case when i.status = 'posted' then i.amount else 0 end,
        case when i.status = 'pending' then i.amount else 0 end
      )) as m (posted, held)
      cross join lateral (values
        (i.debit_account_id, -m.posted, m.held, 0::int8),
        (i.credit_account_id, m.posted, 0::int8, m.held)
      ) as d (id, balance, debits_pending, credits_pending)
      group by d.id
    ),
    applied as (
      update ledger_accounts as a
      set balance = l.balance + c.balance,
          debits_pending = l.debits_pending + c.debits_pending,
          credits_pending = l.credits_pending + c.credits_pending
      from changes c join locked l on l.id = c.id
      where a.id = c.id
      returning a.id
    )
    select v.refusal, i.* from verdicts v left join inserted i on i.idempotency_key = v.idempotency_key
    order by v.n`.execute(db);
  return results.map(({ refusal, ...transfer }) => ({ transfer: transfer.id === null ? null : transfer, refusal }));
}

function accountIdArray(ids: AccountId[]): RawBuilder<AccountId[]> {
  return sql`array[${sql.join(ids)}]::int8[]`;
}
