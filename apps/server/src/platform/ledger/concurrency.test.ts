import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { systemAccount } from './accounts.js';
import { accountBalances, expectLedgerBalanced, testPlayerAccount } from './test-helpers.js';
import { post, reserve, transfer, voidPending } from './transfers.js';

// On PostgreSQL (TEST_DATABASE_URL) these requests really run side by side on the pool;
// on PGlite they are serialised, which the results must not depend on.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

const key = () => `test:${randomUUID()}`;

describe('concurrent transfers', () => {
  it('50 concurrent withdrawals of the full balance: exactly one succeeds', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });

    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const idempotencyKey = key();
        return reserve(t.database.db, {
          idempotencyKey,
          debit: player,
          credit: await systemAccount(t.database.db, 'psp:test', 'EUR', idempotencyKey),
          amount: 1_000n,
          currency: 'EUR',
          reason: 'withdrawal',
        });
      }),
    );

    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(Array(49).fill('INSUFFICIENT_FUNDS'));
    expect(await accountBalances(t.database.db, player)).toMatchObject({
      balance: 1_000n,
      debitsPending: 1_000n,
      available: 0n,
    });
  });

  it('50 concurrent requests with one idempotency key move the money once and all return that transfer', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const idempotencyKey = key();
    const request = {
      idempotencyKey,
      debit: player,
      credit: await systemAccount(t.database.db, 'house', 'EUR', idempotencyKey),
      amount: 600n,
      currency: 'EUR',
      reason: 'bet' as const,
    };

    const results = await Promise.all(Array.from({ length: 50 }, () => transfer(t.database.db, request)));

    const transfers = results.map((r) => (r.ok ? r.transfer.id : r.code));
    expect(new Set(transfers).size).toBe(1);
    expect(typeof transfers[0]).toBe('bigint');
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect((await accountBalances(t.database.db, player)).balance).toBe(400n);
  });

  it('transfers in opposite directions between the same accounts do not deadlock or lose money', async () => {
    const a = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const b = await testPlayerAccount(t.database.db, { funds: 1_000n });

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        transfer(t.database.db, {
          idempotencyKey: key(),
          debit: i % 2 ? a : b,
          credit: i % 2 ? b : a,
          amount: 10n,
          currency: 'EUR',
          reason: 'adjustment',
        }),
      ),
    );

    expect(results.every((r) => r.ok)).toBe(true);
    expect((await accountBalances(t.database.db, a)).balance).toBe(1_000n);
    expect((await accountBalances(t.database.db, b)).balance).toBe(1_000n);
  });

  it('transfers in every direction between a player and two system accounts do not deadlock', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 10_000n });
    const house = await systemAccount(t.database.db, 'house', 'EUR', 'one sub-account');
    const psp = await systemAccount(t.database.db, 'psp:test', 'EUR', 'one sub-account');
    const pairs = [
      [player, house],
      [house, player],
      [house, psp],
      [psp, house],
      [psp, player],
      [player, psp],
    ] as const;

    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        transfer(t.database.db, {
          idempotencyKey: key(),
          debit: pairs[i % pairs.length]![0],
          credit: pairs[i % pairs.length]![1],
          amount: 10n,
          currency: 'EUR',
          reason: 'adjustment',
        }),
      ),
    );

    expect(results.every((r) => r.ok)).toBe(true);
    expect((await accountBalances(t.database.db, player)).balance).toBe(10_000n);
  });

  it('a racing post and void of one reserve: exactly one wins', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const idempotencyKey = key();
    const reserved = await reserve(t.database.db, {
      idempotencyKey,
      debit: player,
      credit: await systemAccount(t.database.db, 'psp:test', 'EUR', idempotencyKey),
      amount: 1_000n,
      currency: 'EUR',
      reason: 'withdrawal',
    });
    if (!reserved.ok) throw new Error(reserved.code);
    const pendingId = reserved.transfer.id;

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? post : voidPending)(t.database.db, { pendingId, idempotencyKey: key() }),
      ),
    );

    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    const won = winners[0]!.ok && winners[0]!.transfer.status;
    const loserCode = won === 'posted' ? 'ALREADY_POSTED' : 'ALREADY_VOIDED';
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(Array(19).fill(loserCode));
    expect(await accountBalances(t.database.db, player)).toMatchObject({
      balance: won === 'posted' ? 0n : 1_000n,
      debitsPending: 0n,
    });
  });
});
