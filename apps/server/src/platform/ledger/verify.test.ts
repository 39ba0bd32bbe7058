import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { systemAccount } from './accounts.js';
import { accountBalances, testPlayerAccount } from './test-helpers.js';
import { reserve } from './transfers.js';
import { formatLedgerReport, verifyLedger, type LedgerReport } from './verify.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class Rollback extends Error {}

/** Tampers with the books and verifies them inside a transaction that is then undone. */
async function verifyTampered(tamper: (trx: Kysely<DB>) => Promise<unknown>): Promise<LedgerReport> {
  let report: LedgerReport | undefined;
  await t.database.db
    .transaction()
    .execute(async (trx) => {
      await tamper(trx);
      report = await verifyLedger(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return report!;
}

/** A player in `currency` with 1000 deposited and 400 of it reserved for a withdrawal. */
async function playerWithReserve(currency: string) {
  const player = await testPlayerAccount(t.database.db, { currency, funds: 1_000n });
  const idempotencyKey = `test:${randomUUID()}`;
  const psp = await systemAccount(t.database.db, 'psp:test', currency, idempotencyKey);
  const reserved = await reserve(t.database.db, {
    idempotencyKey,
    debit: player,
    credit: psp,
    amount: 400n,
    currency,
    reason: 'withdrawal',
  });
  if (!reserved.ok) throw new Error(reserved.code);
  return { player, psp, pending: reserved.transfer };
}

describe('verifyLedger', () => {
  it('finds no violation in books kept by the service, and totals them per currency', async () => {
    await playerWithReserve('EUR');

    const report = await verifyLedger(t.database.db);

    expect(report.violations).toEqual([]);
    expect(report.transfers).toBeGreaterThanOrEqual(2n);
    expect(report.currencies.find((c) => c.currency === 'EUR')).toMatchObject({
      balance: 0n,
      debitsPending: 400n,
      creditsPending: 400n,
    });
  });

  it('reports a tampered balance: the account and its currency', async () => {
    const { player } = await playerWithReserve('BRL');

    const report = await verifyTampered((trx) =>
      sql`update ledger_accounts set balance = balance + 5 where id = ${player}`.execute(trx),
    );

    expect(report.violations).toEqual([
      { kind: 'CURRENCY_NOT_BALANCED', currency: 'BRL', balance: 5n },
      {
        kind: 'ACCOUNT_MISMATCH',
        accountId: player,
        currency: 'BRL',
        field: 'balance',
        stored: 1_005n,
        fromTransfers: 1_000n,
      },
    ]);
  });

  it('reports a tampered pending amount', async () => {
    const { psp } = await playerWithReserve('INR');

    const report = await verifyTampered((trx) =>
      sql`update ledger_accounts set credits_pending = 0 where id = ${psp}`.execute(trx),
    );

    expect(report.violations).toEqual([
      { kind: 'PENDING_NOT_BALANCED', currency: 'INR', debitsPending: 400n, creditsPending: 0n },
      {
        kind: 'ACCOUNT_MISMATCH',
        accountId: psp,
        currency: 'INR',
        field: 'credits_pending',
        stored: 0n,
        fromTransfers: 400n,
      },
    ]);
  });

  it('reports a settlement that does not mirror its reserve', async () => {
    const { player, psp, pending } = await playerWithReserve('TRY');

    const report = await verifyTampered(async (trx) => {
      await trx
        .insertInto('ledger_transfers')
        .values({
          idempotency_key: `forged:${randomUUID()}`,
          debit_account_id: player,
          credit_account_id: psp,
          amount: 1n,
          currency: 'TRY',
          reason: 'withdrawal',
          reference: null,
          status: 'voided',
          pending_id: pending.id,
        })
        .execute();
      // The forged void releases what it claims to, so only the mismatch itself is left.
      await sql`update ledger_accounts set debits_pending = debits_pending - 400 where id = ${player}`.execute(trx);
      await sql`update ledger_accounts set credits_pending = credits_pending - 400 where id = ${psp}`.execute(trx);
    });

    expect(report.violations).toEqual([
      { kind: 'SETTLEMENT_MISMATCH', transferId: expect.any(BigInt), pendingId: pending.id },
    ]);
    expect((await accountBalances(t.database.db, player)).debitsPending).toBe(400n);
  });
});

describe('formatLedgerReport', () => {
  it('prints the totals per currency and one line per violation', async () => {
    const { player } = await playerWithReserve('UAH');
    const report = await verifyTampered((trx) =>
      sql`update ledger_accounts set balance = 401 where id = ${player}`.execute(trx),
    );

    const printed = formatLedgerReport(report);

    expect(printed).toMatch(/^ {2}UAH: \d+ accounts, balances sum to -599, pending 400 debits \/ 400 credits$/m);
    expect(printed).toContain('2 violations:\n');
    expect(printed).toContain('  CURRENCY_NOT_BALANCED UAH: balances sum to -599\n');
    expect(printed).toContain(`  ACCOUNT_MISMATCH account ${player} (UAH) balance: stored 401, transfers say 1000\n`);
  });

  it('says ok when there is nothing to report', () => {
    expect(formatLedgerReport({ currencies: [], transfers: 0n, violations: [] })).toBe(
      'ledger: 0 transfers\nok: no violations\n',
    );
  });
});
