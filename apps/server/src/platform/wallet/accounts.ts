import { randomUUID } from 'node:crypto';
import { convertMinor, type RatedCurrency } from '@casino/shared/money';
import { WALLET_ACCOUNT_STATUS } from '@casino/shared/statuses';
import type { ConvertedWalletAccount, WalletAccount, WalletTotals } from '@casino/shared/wallet';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { openPlayerAccount } from '../ledger/accounts.js';
import { baseCurrencyCode, DEFAULT_BASE_CURRENCY } from '../settings/service.js';

export interface CurrencyRow extends RatedCurrency {
  symbol: string;
  isEnabled: boolean;
  isBase: boolean;
}

/** Every currency with what converting and showing it needs, by code. */
export async function currencyTable(db: Kysely<DB>): Promise<Map<string, CurrencyRow>> {
  const rows = await db.selectFrom('currencies').selectAll().execute();
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        subunitToUnit: Number(r.subunit_to_unit),
        rate: String(r.rate),
        symbol: r.symbol,
        isEnabled: r.is_enabled,
        isBase: r.is_base,
      },
    ]),
  );
}

/** The ledger's figures are bigint; JSON carries minor units as numbers, which a balance never outgrows. */
function minorUnits(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('balance beyond the safe integer range');
  return Number(value);
}

/** The wallet account a player deposits to and plays with. */
export interface ActiveAccount {
  id: string;
  currency: string;
  ledgerAccountId: bigint;
}

/**
 * A player without any account gets one in the currency they registered with (or the
 * base currency), active. Concurrent first calls create it once.
 */
async function ensureFirstAccount(db: Kysely<DB>, playerId: string): Promise<void> {
  const any = await db.selectFrom('wallet_accounts').select('id').where('player_id', '=', playerId).executeTakeFirst();
  if (any) return;
  const player = await db.selectFrom('players').select('currency').where('id', '=', playerId).executeTakeFirst();
  if (!player) throw new AppError('UNAUTHORIZED');
  const currency = player.currency ?? (await baseCurrencyCode(db));
  const ledgerAccountId = await openPlayerAccount(db, playerId, currency);
  await db
    .insertInto('wallet_accounts')
    .values({
      id: randomUUID(),
      player_id: playerId,
      currency,
      ledger_account_id: ledgerAccountId,
      status: WALLET_ACCOUNT_STATUS.active,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The player's visible accounts with their balances; the active one first. */
export async function walletAccounts(db: Kysely<DB>, playerId: string): Promise<WalletAccount[]> {
  await ensureFirstAccount(db, playerId);
  const [rows, known] = await Promise.all([
    db
      .selectFrom('wallet_accounts as w')
      .innerJoin('ledger_accounts as l', 'l.id', 'w.ledger_account_id')
      .select(['w.id', 'w.currency', 'w.status', 'l.balance', 'l.debits_pending'])
      .where('w.player_id', '=', playerId)
      .where('w.is_hidden', '=', false)
      .orderBy('w.status')
      .orderBy('w.created_at')
      .execute(),
    currencyTable(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    currency: r.currency,
    balance: minorUnits(r.balance - r.debits_pending),
    reserved: minorUnits(r.debits_pending),
    status: r.status === WALLET_ACCOUNT_STATUS.active ? WALLET_ACCOUNT_STATUS.active : WALLET_ACCOUNT_STATUS.inactive,
    favoriteCurrencySymbol: known.get(r.currency)?.symbol ?? r.currency,
  }));
}

/** One account of the player's, by currency, as the panel shows it (the `account` push of every balance change). */
export async function walletAccountIn(
  db: Kysely<DB>,
  playerId: string,
  currency: string,
): Promise<WalletAccount | undefined> {
  const row = await db
    .selectFrom('wallet_accounts as w')
    .innerJoin('ledger_accounts as l', 'l.id', 'w.ledger_account_id')
    .leftJoin('currencies as c', 'c.code', 'w.currency')
    .select(['w.id', 'w.currency', 'w.status', 'l.balance', 'l.debits_pending', 'c.symbol'])
    .where('w.player_id', '=', playerId)
    .where('w.currency', '=', currency)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      currency: row.currency,
      balance: minorUnits(row.balance - row.debits_pending),
      reserved: minorUnits(row.debits_pending),
      status:
        row.status === WALLET_ACCOUNT_STATUS.active ? WALLET_ACCOUNT_STATUS.active : WALLET_ACCOUNT_STATUS.inactive,
      favoriteCurrencySymbol: row.symbol ?? row.currency,
    }
  );
}

export async function activeAccount(db: Kysely<DB>, playerId: string): Promise<ActiveAccount> {
  await ensureFirstAccount(db, playerId);
  const row = await db
    .selectFrom('wallet_accounts')
    .select(['id', 'currency', 'ledger_account_id'])
    .where('player_id', '=', playerId)
    .where('status', '=', WALLET_ACCOUNT_STATUS.active)
    .executeTakeFirst();
  if (!row) throw new AppError('CONFLICT', 'No active wallet account');
  return { id: row.id, currency: row.currency, ledgerAccountId: row.ledger_account_id };
}

/** The player's account in one currency, if they have one (hidden or not). */
export async function accountInCurrency(
  db: Kysely<DB>,
  playerId: string,
  currency: string,
): Promise<ActiveAccount | undefined> {
  const row = await db
    .selectFrom('wallet_accounts')
    .select(['id', 'currency', 'ledger_account_id'])
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row && { id: row.id, currency: row.currency, ledgerAccountId: row.ledger_account_id };
}

/** Totals in the base currency and in the favourite one (the active account's), rounded toward zero. */
export function walletTotals(known: Map<string, CurrencyRow>, accounts: WalletAccount[]): WalletTotals {
  const base = [...known.values()].find((c) => c.isBase) ?? known.get(DEFAULT_BASE_CURRENCY)!;
  const favorite = known.get(accounts.find((a) => a.status === WALLET_ACCOUNT_STATUS.active)?.currency ?? '') ?? base;
  const total = (to: RatedCurrency) =>
    accounts.reduce((sum, a) => {
      const from = known.get(a.currency);
      return from ? sum + convertMinor(BigInt(a.balance), from, to) : sum;
    }, 0n);
  return {
    baseCurrencyTotalBalance: minorUnits(total(base)),
    favoriteCurrencyTotalBalance: minorUnits(total(favorite)),
    baseCurrency: base.code,
    favoriteCurrency: favorite.code,
  };
}

export function convertedAccounts(
  known: Map<string, CurrencyRow>,
  accounts: WalletAccount[],
  favoriteCurrency: string,
): ConvertedWalletAccount[] {
  const to = known.get(favoriteCurrency)!;
  return accounts.map((a) => ({
    ...a,
    convertedBalance: minorUnits(convertMinor(BigInt(a.balance), known.get(a.currency)!, to)),
  }));
}

/** One account per enabled currency: a hidden one comes back, an existing one is a conflict. */
export async function openWalletAccount(db: Kysely<DB>, playerId: string, currency: string): Promise<WalletAccount> {
  await ensureFirstAccount(db, playerId);
  const known = await currencyTable(db);
  if (!known.get(currency)?.isEnabled) {
    throw new AppError('VALIDATION_FAILED', undefined, { currency: ['This currency is not available'] });
  }
  const existing = await accountInCurrency(db, playerId, currency);
  if (existing) {
    const shown = await db
      .updateTable('wallet_accounts')
      .set({ is_hidden: false })
      .where('id', '=', existing.id)
      .where('is_hidden', '=', true)
      .executeTakeFirst();
    if (shown.numUpdatedRows === 0n) throw new AppError('CONFLICT', 'You already have an account in this currency');
  } else {
    const ledgerAccountId = await openPlayerAccount(db, playerId, currency);
    const inserted = await db
      .insertInto('wallet_accounts')
      .values({ id: randomUUID(), player_id: playerId, currency, ledger_account_id: ledgerAccountId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) {
      throw new AppError('CONFLICT', 'You already have an account in this currency');
    }
  }
  const accounts = await walletAccounts(db, playerId);
  return accounts.find((a) => a.currency === currency)!;
}

/** Locks the player's accounts so that concurrent switches run one after the other. */
async function lockAccounts(tx: Transaction<DB>, playerId: string) {
  await tx.selectFrom('wallet_accounts').select('id').where('player_id', '=', playerId).forUpdate().execute();
}

export async function switchAccount(db: Kysely<DB>, playerId: string, accountId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockAccounts(tx, playerId);
    const target = await tx
      .selectFrom('wallet_accounts')
      .select(['id', 'is_hidden'])
      .where('id', '=', accountId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (!target || target.is_hidden) throw new AppError('NOT_FOUND', 'Account not found');
    await tx
      .updateTable('wallet_accounts')
      .set({ status: WALLET_ACCOUNT_STATUS.inactive })
      .where('player_id', '=', playerId)
      .where('status', '=', WALLET_ACCOUNT_STATUS.active)
      .execute();
    await tx
      .updateTable('wallet_accounts')
      .set({ status: WALLET_ACCOUNT_STATUS.active })
      .where('id', '=', accountId)
      .execute();
  });
}

/** Hides an account from the panel; the active one cannot be hidden. Money stays where it is. */
export async function hideAccount(db: Kysely<DB>, playerId: string, accountId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockAccounts(tx, playerId);
    const target = await tx
      .selectFrom('wallet_accounts')
      .select(['status'])
      .where('id', '=', accountId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (!target) throw new AppError('NOT_FOUND', 'Account not found');
    if (target.status === WALLET_ACCOUNT_STATUS.active) {
      throw new AppError('CONFLICT', 'Switch to another account before hiding this one');
    }
    await tx.updateTable('wallet_accounts').set({ is_hidden: true }).where('id', '=', accountId).execute();
  });
}
