import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountId } from './accounts.js';
import { toAmount } from './amount.js';
import { GroupCommit } from './group-commit.js';
import { applyMoves, lockAccounts, type NewTransfer, type TransferRow } from './moves.js';
import type { TransferReason, TransferStatus } from './tables.js';

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

/** Transfers outside a caller's transaction, batched per database handle (one per process). */
const writers = new WeakMap<Kysely<DB>, GroupCommit<NewTransfer, LedgerResult<TransferError>>>();
/** Enough to make a batch's commit cheap per transfer, few enough to keep its statement short. */
const MAX_BATCH = 256;

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
  if (!db.isTransaction) return writerFor(db).submit(row);
  const [moved] = await moveAll(db, [row], new Set());
  if (moved!.status === 'rejected') throw moved!.reason;
  return moved!.value;
}

function writerFor(db: Kysely<DB>): GroupCommit<NewTransfer, LedgerResult<TransferError>> {
  let writer = writers.get(db);
  if (!writer) {
    // System accounts seen by earlier batches: they may appear in every round of a batch.
    const systemAccounts = new Set<AccountId>();
    writer = new GroupCommit((rows) => moveAll(db, rows, systemAccounts), MAX_BATCH);
    writers.set(db, writer);
  }
  return writer;
}

/** Applies the transfers and answers each: its new transfer, its refusal, or the earlier one under its key. */
async function moveAll(
  db: Kysely<DB>,
  rows: NewTransfer[],
  systemAccounts: Set<AccountId>,
): Promise<PromiseSettledResult<LedgerResult<TransferError>>[]> {
  const outcomes = await applyMoves(db, rows, systemAccounts);
  // The retry of a transfer that spent these very funds is a replay, not an overdraft.
  const replayable = rows.filter(
    (_, i) => !outcomes[i]!.transfer && [null, 'INSUFFICIENT_FUNDS'].includes(outcomes[i]!.refusal),
  );
  const earlier = await earlierTransfers(
    db,
    replayable.map((row) => row.idempotency_key),
  );
  return rows.map((row, i) => {
    const { transfer, refusal } = outcomes[i]!;
    if (transfer) return fulfilled({ ok: true, transfer: toTransfer(transfer), replayed: false });
    const replayed = replayOf(earlier.get(row.idempotency_key), row);
    if (refusal === 'INSUFFICIENT_FUNDS') return fulfilled(replayed ?? failure('INSUFFICIENT_FUNDS'));
    if (refusal) return fulfilled(failure(refusal));
    // The key index refused the row: its holder is committed by then (PostgreSQL waits for
    // its transaction), so the lookup cannot miss it.
    if (replayed) return fulfilled(replayed);
    return {
      status: 'rejected',
      reason: new Error(`ledger: transfer ${row.idempotency_key} was refused but is not visible`),
    };
  });
}

function fulfilled<T>(value: T): PromiseFulfilledResult<T> {
  return { status: 'fulfilled', value };
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
      const earlier = await earlierTransfers(trx, [row.idempotency_key]);
      const replayed = replayOf(earlier.get(row.idempotency_key), row);
      if (replayed) return replayed;
      const settlement = await trx
        .selectFrom('ledger_transfers')
        .select('status')
        .where('pending_id', '=', pending.id)
        .executeTakeFirstOrThrow();
      return failure(settlement.status === 'voided' ? 'ALREADY_VOIDED' : 'ALREADY_POSTED');
    }
    await lockAccounts(trx, [row.debit_account_id, row.credit_account_id]);
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

async function insertTransfer(trx: Transaction<DB>, row: NewTransfer): Promise<TransferRow | undefined> {
  return trx
    .insertInto('ledger_transfers')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The transfers already recorded under these keys, by key. */
async function earlierTransfers(db: Kysely<DB>, keys: string[]): Promise<Map<string, TransferRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('ledger_transfers').selectAll().where('idempotency_key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.idempotency_key, row]));
}

/** The earlier transfer under this key: the same request gets its result again, another one a conflict. */
function replayOf(earlier: TransferRow | undefined, row: NewTransfer): LedgerResult<'IDEMPOTENCY_CONFLICT'> | null {
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
