import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountId } from './accounts.js';
import { toAmount } from './amount.js';
import type { AccountKind, LedgerTables, TransferReason, TransferStatus } from './tables.js';

/**
 * Money moves here only (DESIGN §4 Money), TigerBeetle style: the caller names each
 * movement with an idempotency key, and every outcome is a named result code.
 *
 * Two-phase transfers hold funds on the accounts themselves: `reserve` adds the amount
 * to the debit account's `debits_pending` (the database keeps `balance - debits_pending`
 * of a player at or above zero) and to the credit account's `credits_pending`; `post`
 * moves it into both balances, `voidPending` releases it. A withdrawal is a reserve from
 * the player to the PSP's account, posted when the payout succeeds.
 */

export interface Transfer {
  id: bigint;
  idempotencyKey: string;
  debitAccountId: AccountId;
  creditAccountId: AccountId;
  amount: bigint;
  currency: string;
  reason: TransferReason;
  reference: string | null;
  status: TransferStatus;
  /** On a post or void: the reserve it settles. */
  pendingId: bigint | null;
  createdAt: Date;
}

export interface TransferRequest {
  idempotencyKey: string;
  debit: AccountId;
  credit: AccountId;
  /** Minor units; a number must be a safe integer. */
  amount: bigint | number;
  currency: string;
  reason: TransferReason;
  reference?: string | null;
}

export type SettleRequest = { idempotencyKey: string } & ({ pendingId: bigint } | { pendingKey: string });

export type TransferError =
  | 'INVALID_IDEMPOTENCY_KEY'
  | 'INVALID_AMOUNT'
  | 'ACCOUNTS_MUST_BE_DIFFERENT'
  | 'ACCOUNT_NOT_FOUND'
  | 'CURRENCY_MISMATCH'
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_CONFLICT';

export type SettleError =
  'INVALID_IDEMPOTENCY_KEY' | 'PENDING_NOT_FOUND' | 'ALREADY_POSTED' | 'ALREADY_VOIDED' | 'IDEMPOTENCY_CONFLICT';

export type LedgerResult<E extends string> =
  { ok: true; transfer: Transfer; replayed: boolean } | { ok: false; code: E };

type TransferRow = Selectable<LedgerTables['ledger_transfers']>;
type NewTransfer = Required<Insertable<LedgerTables['ledger_transfers']>>;

/** Moves `amount` from the debit to the credit account at once. */
export function transfer(db: Kysely<DB>, request: TransferRequest): Promise<LedgerResult<TransferError>> {
  return move(db, request, 'posted');
}

/** Holds `amount` of the debit account's available funds until it is posted or voided. */
export function reserve(db: Kysely<DB>, request: TransferRequest): Promise<LedgerResult<TransferError>> {
  return move(db, request, 'pending');
}

/** Completes a reserve: the held amount leaves the debit account and reaches the credit account. */
export function post(db: Kysely<DB>, request: SettleRequest): Promise<LedgerResult<SettleError>> {
  return settle(db, request, 'posted');
}

/** Cancels a reserve: the held amount becomes available to the debit account again. */
export function voidPending(db: Kysely<DB>, request: SettleRequest): Promise<LedgerResult<SettleError>> {
  return settle(db, request, 'voided');
}

async function move(
  db: Kysely<DB>,
  request: TransferRequest,
  status: 'posted' | 'pending',
): Promise<LedgerResult<TransferError>> {
  const amount = toAmount(request.amount);
  if (amount === null) return failure('INVALID_AMOUNT');
  if (!validKey(request.idempotencyKey)) return failure('INVALID_IDEMPOTENCY_KEY');
  if (request.debit === request.credit) return failure('ACCOUNTS_MUST_BE_DIFFERENT');
  const row: NewTransfer = {
    idempotency_key: request.idempotencyKey,
    debit_account_id: request.debit,
    credit_account_id: request.credit,
    amount,
    currency: request.currency,
    reason: request.reason,
    reference: request.reference ?? null,
    status,
    pending_id: null,
  };

  // One statement is atomic on its own, so a transfer outside a transaction needs none.
  const moved = await moveInOneStatement(db, row);
  if (moved.transfer) return { ok: true, transfer: toTransfer(moved.transfer), replayed: false };
  // The retry of a transfer that spent these very funds is a replay, not an overdraft.
  if (moved.refusal === 'INSUFFICIENT_FUNDS') return (await replay(db, row)) ?? failure('INSUFFICIENT_FUNDS');
  if (moved.refusal) return failure(moved.refusal);
  return replayOrThrow(db, row);
}

type MoveRefusal = 'ACCOUNT_NOT_FOUND' | 'CURRENCY_MISMATCH' | 'INSUFFICIENT_FUNDS';

/**
 * Locks, checks, records and applies a transfer in one round trip (the hot path of every bet
 * and win). The accounts are locked as `lockAccounts` does; the checks read the locked rows,
 * which are the newest versions whatever the statement's snapshot; the insert runs only when
 * they pass and the balances change only when the insert made a row, so a refused or replayed
 * transfer moves nothing. No transfer with a refusal of null means the key was taken.
 * The new balances of a locked row are computed from the values its lock read: an update in
 * the statement that took the lock can be handed the row as of the statement's snapshot
 * (PostgreSQL, under read committed, with another transaction's update committed in between),
 * which would lose that update. A row left to the update (a system sub-account) is re-read by
 * the update itself, as any single-statement increment is.
 */
async function moveInOneStatement(
  db: Kysely<DB>,
  row: NewTransfer,
): Promise<{ transfer: TransferRow | null; refusal: MoveRefusal | null }> {
  const ids = [row.debit_account_id, row.credit_account_id];
  const posted = row.status === 'posted' ? row.amount : 0n;
  const held = row.status === 'pending' ? row.amount : 0n;
  const { rows } = await sql<TransferRow & { refusal: MoveRefusal | null }>`
    with accounts as (
      select id, currency, kind from ledger_accounts where id in (${sql.join(ids)})
    ),
    locked as materialized (
      select id, balance, debits_pending, credits_pending
      from ledger_accounts
      where id in (${sql.join(ids)})
        and (kind <> 'system' or not exists (select 1 from accounts where kind <> 'system'))
      order by id
      for no key update
    ),
    verdict as (
      select case
        when count(*) < 2 then 'ACCOUNT_NOT_FOUND'
        when bool_or(a.currency <> ${row.currency}) then 'CURRENCY_MISMATCH'
        when bool_or(a.id = ${row.debit_account_id}::int8 and a.kind <> 'system'
                     and l.balance - l.debits_pending < ${row.amount}::int8) then 'INSUFFICIENT_FUNDS'
      end as refusal
      from accounts a left join locked l on l.id = a.id
    ),
    inserted as (
      insert into ledger_transfers
        (idempotency_key, debit_account_id, credit_account_id, amount, currency, reason, reference, status, pending_id)
      select ${row.idempotency_key}, ${row.debit_account_id}::int8, ${row.credit_account_id}::int8,
             ${row.amount}::int8, ${row.currency}, ${row.reason}, ${row.reference}::text, ${row.status}, null::int8
      from verdict where refusal is null
      on conflict do nothing
      returning *
    ),
    applied as (
      update ledger_accounts as a
      set balance = coalesce(l.balance, a.balance) + d.balance,
          debits_pending = coalesce(l.debits_pending, a.debits_pending) + d.debits_pending,
          credits_pending = coalesce(l.credits_pending, a.credits_pending) + d.credits_pending
      from inserted i cross join lateral (values
        (i.debit_account_id, ${-posted}::int8, ${held}::int8, 0::int8),
        (i.credit_account_id, ${posted}::int8, 0::int8, ${held}::int8)
      ) as d (id, balance, debits_pending, credits_pending)
      left join locked l on l.id = d.id
      where a.id = d.id
      returning a.id
    )
    select v.refusal, i.* from verdict v left join inserted i on true`.execute(db);
  const result = rows[0]!;
  const { refusal, ...transfer } = result;
  return { transfer: transfer.id === null ? null : (transfer as TransferRow), refusal };
}

async function settle(
  db: Kysely<DB>,
  request: SettleRequest,
  status: 'posted' | 'voided',
): Promise<LedgerResult<SettleError>> {
  if (!validKey(request.idempotencyKey)) return failure('INVALID_IDEMPOTENCY_KEY');

  return inTransaction(db, async (trx) => {
    const pending = await trx
      .selectFrom('ledger_transfers')
      .selectAll()
      .$call((q) =>
        'pendingId' in request
          ? q.where('id', '=', request.pendingId)
          : q.where('idempotency_key', '=', request.pendingKey),
      )
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!pending) return failure('PENDING_NOT_FOUND');
    const row: NewTransfer = {
      idempotency_key: request.idempotencyKey,
      debit_account_id: pending.debit_account_id,
      credit_account_id: pending.credit_account_id,
      amount: pending.amount,
      currency: pending.currency,
      reason: pending.reason,
      reference: pending.reference,
      status,
      pending_id: pending.id,
    };
    // Besides the key, the one-settlement-per-reserve index can refuse the row: the
    // database, not a prior read, decides which of a racing post and void wins.
    const inserted = await insertTransfer(trx, row);
    if (!inserted) {
      const replayed = await replay(trx, row);
      if (replayed) return replayed;
      const settlement = await trx
        .selectFrom('ledger_transfers')
        .select('status')
        .where('pending_id', '=', pending.id)
        .executeTakeFirstOrThrow();
      return failure(settlement.status === 'voided' ? 'ALREADY_VOIDED' : 'ALREADY_POSTED');
    }
    await lockAccounts(trx, row);
    await applyToAccounts(trx, inserted);
    return { ok: true, transfer: toTransfer(inserted), replayed: false };
  });
}

function validKey(key: unknown): key is string {
  return typeof key === 'string' && key.length >= 1 && key.length <= 200;
}

function failure<E extends string>(code: E): { ok: false; code: E } {
  return { ok: false, code };
}

/** Joins the caller's transaction, so a domain can move money and change its own rows atomically. */
function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

interface LockedAccount {
  id: AccountId;
  currency: string;
  kind: AccountKind;
  /** Null for a system account whose lock is left to the final update. */
  balance: bigint | null;
  debits_pending: bigint | null;
}

/**
 * Locks the accounts of a transfer. Every transfer takes its locks in one global order,
 * so none can deadlock with another, whatever their directions: player accounts first,
 * by id, then system accounts, by id. A system sub-account is the hot row, so it is
 * locked as late as possible: by the final update, just before the commit. Only a
 * transfer between two system accounts locks both here, as the order requires.
 * `no key update` is the lock an update takes anyway; it lets the foreign-key checks
 * of other transfers into the same account proceed.
 */
async function lockAccounts(trx: Transaction<DB>, row: NewTransfer): Promise<LockedAccount[]> {
  const ids = [row.debit_account_id, row.credit_account_id];
  const { rows } = await sql<LockedAccount>`
    with accounts as (
      select id, currency, kind from ledger_accounts where id in (${sql.join(ids)})
    ),
    locked as materialized (
      select id, balance, debits_pending, credits_pending
      from ledger_accounts
      where id in (${sql.join(ids)})
        and (kind <> 'system' or not exists (select 1 from accounts where kind <> 'system'))
      order by id
      for no key update
    )
    select a.id, a.currency, a.kind, l.balance, l.debits_pending
    from accounts a
    left join locked l on l.id = a.id`.execute(trx);
  return rows;
}

async function insertTransfer(trx: Transaction<DB>, row: NewTransfer): Promise<TransferRow | undefined> {
  return trx
    .insertInto('ledger_transfers')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The earlier transfer under this key: the same request gets its result again, another one a conflict. */
async function replay(trx: Kysely<DB>, row: NewTransfer): Promise<LedgerResult<'IDEMPOTENCY_CONFLICT'> | null> {
  const earlier = await trx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('idempotency_key', '=', row.idempotency_key)
    .executeTakeFirst();
  if (!earlier) return null;
  const same =
    earlier.debit_account_id === row.debit_account_id &&
    earlier.credit_account_id === row.credit_account_id &&
    earlier.amount === row.amount &&
    earlier.currency === row.currency &&
    earlier.reason === row.reason &&
    earlier.reference === row.reference &&
    earlier.status === row.status &&
    earlier.pending_id === row.pending_id;
  return same ? { ok: true, transfer: toTransfer(earlier), replayed: true } : failure('IDEMPOTENCY_CONFLICT');
}

/**
 * An insert refused by the key index. The refusing row is committed by then (Postgres
 * waits for its transaction), so the lookup cannot miss it.
 */
async function replayOrThrow(trx: Kysely<DB>, row: NewTransfer): Promise<LedgerResult<TransferError>> {
  const replayed = await replay(trx, row);
  if (!replayed) throw new Error(`ledger: transfer ${row.idempotency_key} was refused but is not visible`);
  return replayed;
}

/** Applies a new transfer to both accounts in one statement, after `lockAccounts`. */
async function applyToAccounts(trx: Transaction<DB>, t: TransferRow): Promise<void> {
  const settling = t.pending_id !== null;
  const posted = t.status === 'posted' ? t.amount : 0n;
  const held = t.status === 'pending' ? t.amount : settling ? -t.amount : 0n;
  await sql`
    update ledger_accounts as a
    set balance = a.balance + d.balance,
        debits_pending = a.debits_pending + d.debits_pending,
        credits_pending = a.credits_pending + d.credits_pending
    from (values
      (${t.debit_account_id}::int8, ${-posted}::int8, ${held}::int8, 0::int8),
      (${t.credit_account_id}::int8, ${posted}::int8, 0::int8, ${held}::int8)
    ) as d (id, balance, debits_pending, credits_pending)
    where a.id = d.id`.execute(trx);
}

function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    reference: row.reference,
    status: row.status,
    pendingId: row.pending_id,
    createdAt: row.created_at,
  };
}
