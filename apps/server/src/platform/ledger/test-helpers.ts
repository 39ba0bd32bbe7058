import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../db/schema.js';
import { balances, openPlayerAccount, systemAccount, type AccountBalances, type AccountId } from './accounts.js';
import { transfer } from './transfers.js';
import { verifyLedger } from './verify.js';

/** Fails the test with the full list of violations when the ledger does not verify. */
export async function expectLedgerBalanced(db: Kysely<DB>): Promise<void> {
  const report = await verifyLedger(db);
  expect(report.violations).toEqual([]);
}

/** The least a `players` row needs, for tests that only want a ledger account for someone. */
export async function insertTestPlayer(db: Kysely<DB>): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('players')
    .values({ id, email: `${id}@example.com` })
    .execute();
  return id;
}

/** A new player's real-money account, holding `funds` deposited through a test PSP. */
export async function testPlayerAccount(
  db: Kysely<DB>,
  { currency = 'EUR', funds = 0n }: { currency?: string; funds?: bigint } = {},
): Promise<AccountId> {
  const account = await openPlayerAccount(db, await insertTestPlayer(db), currency);
  if (funds > 0n) {
    const key = `test-deposit:${randomUUID()}`;
    const psp = await systemAccount(db, 'psp:test', currency, key);
    const deposit = await transfer(db, {
      idempotencyKey: key,
      debit: psp,
      credit: account,
      amount: funds,
      currency,
      reason: 'deposit',
    });
    if (!deposit.ok) throw new Error(`test deposit failed: ${deposit.code}`);
  }
  return account;
}

export async function accountBalances(db: Kysely<DB>, accountId: AccountId): Promise<AccountBalances> {
  const result = await balances(db, accountId);
  if (!result.ok) throw new Error(`no ledger account ${accountId}`);
  return result.account;
}
