import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountKind } from './tables.js';

export type AccountId = bigint;
export type PlayerAccountKind = Exclude<AccountKind, 'system'>;
export type SystemAccountName = 'house' | 'fees' | 'withdrawals:pending' | 'deposits:to-return' | `psp:${string}`;

/** Rows each system account is spread over per currency (DESIGN §4 Hot rows). */
export const SYSTEM_SUB_ACCOUNTS = 8;

export interface AccountBalances {
  accountId: AccountId;
  currency: string;
  kind: AccountKind;
  balance: bigint;
  /** Reserved by pending transfers out of this account: not spendable, not yet gone. */
  debitsPending: bigint;
  /** Reserved by pending transfers into this account: not yet spendable. */
  creditsPending: bigint;
  available: bigint;
}

export type BalancesResult = { ok: true; account: AccountBalances } | { ok: false; code: 'ACCOUNT_NOT_FOUND' };

/** The player's account for one currency and kind, opened on first use. */
export async function openPlayerAccount(
  db: Kysely<DB>,
  playerId: string,
  currency: string,
  kind: PlayerAccountKind = 'real',
): Promise<AccountId> {
  const opened = await db
    .insertInto('ledger_accounts')
    .values({ player_id: playerId, currency, kind })
    .onConflict((oc) => oc.columns(['player_id', 'currency', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (opened) return opened.id;
  const existing = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/**
 * The sub-account of a system account that the transfer with this idempotency key
 * uses. The key picks it, so a retried transfer names the same accounts again and
 * is recognised as a replay.
 */
export async function systemAccount(
  db: Kysely<DB>,
  name: SystemAccountName,
  currency: string,
  idempotencyKey: string,
): Promise<AccountId> {
  const ids = await subAccounts(db, name, currency);
  return ids[subAccountSlot(idempotencyKey)]!;
}

export function subAccountSlot(idempotencyKey: string): number {
  return createHash('md5').update(idempotencyKey).digest().readUInt32BE(0) % SYSTEM_SUB_ACCOUNTS;
}

// Account rows are never deleted, so their ids can be remembered per database handle
// and a transfer to the house costs no extra query. The promise is what is remembered,
// so that concurrent first uses create the rows once.
const knownSubAccounts = new WeakMap<Kysely<DB>, Map<string, Promise<AccountId[]>>>();

function subAccounts(db: Kysely<DB>, name: SystemAccountName, currency: string): Promise<AccountId[]> {
  const known = knownSubAccounts.get(db) ?? new Map<string, Promise<AccountId[]>>();
  knownSubAccounts.set(db, known);
  const cacheKey = `${name} ${currency}`;
  let ids = known.get(cacheKey);
  if (!ids) {
    ids = createSubAccounts(db, name, currency);
    known.set(cacheKey, ids);
    ids.catch(() => known.delete(cacheKey));
  }
  return ids;
}

async function createSubAccounts(db: Kysely<DB>, name: SystemAccountName, currency: string): Promise<AccountId[]> {
  const slots = Array.from({ length: SYSTEM_SUB_ACCOUNTS }, (_, slot) => slot);
  await db
    .insertInto('ledger_accounts')
    .values(slots.map((slot) => ({ kind: 'system' as const, system_name: name, slot, currency })))
    .onConflict((oc) => oc.columns(['system_name', 'currency', 'slot']).doNothing())
    .execute();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('system_name', '=', name)
    .where('currency', '=', currency)
    .where('slot', '<', SYSTEM_SUB_ACCOUNTS)
    .orderBy('slot')
    .execute();
  return rows.map((row) => row.id);
}

export async function balances(db: Kysely<DB>, accountId: AccountId): Promise<BalancesResult> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'currency', 'kind', 'balance', 'debits_pending', 'credits_pending'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row) return { ok: false, code: 'ACCOUNT_NOT_FOUND' };
  return {
    ok: true,
    account: {
      accountId: row.id,
      currency: row.currency,
      kind: row.kind,
      balance: row.balance,
      debitsPending: row.debits_pending,
      creditsPending: row.credits_pending,
      available: row.balance - row.debits_pending,
    },
  };
}
