import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { systemAccount, type AccountId } from './accounts.js';
import { accountBalances, expectLedgerBalanced, testPlayerAccount } from './test-helpers.js';
import { post, reserve, transfer, voidPending, type TransferRequest } from './transfers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

const key = () => `test:${randomUUID()}`;

async function house(idempotencyKey: string): Promise<AccountId> {
  return systemAccount(t.database.db, 'house', 'EUR', idempotencyKey);
}

/** A bet-like request from a funded player to the house. */
async function betRequest(amount: bigint | number = 300n, funds = 1_000n): Promise<TransferRequest> {
  const idempotencyKey = key();
  return {
    idempotencyKey,
    debit: await testPlayerAccount(t.database.db, { funds }),
    credit: await house(idempotencyKey),
    amount,
    currency: 'EUR',
    reason: 'bet',
    reference: 'round-1',
  };
}

async function balanceOf(accountId: AccountId) {
  const { balance, debitsPending, creditsPending, available } = await accountBalances(t.database.db, accountId);
  return { balance, debitsPending, creditsPending, available };
}

describe('transfer', () => {
  it('moves the amount from the debit account to the credit account', async () => {
    const request = await betRequest(300n);
    const houseBefore = await balanceOf(request.credit);

    const result = await transfer(t.database.db, request);

    expect(result).toMatchObject({
      ok: true,
      replayed: false,
      transfer: { amount: 300n, status: 'posted', reason: 'bet', reference: 'round-1', pendingId: null },
    });
    expect((await balanceOf(request.debit)).balance).toBe(700n);
    expect((await balanceOf(request.credit)).balance).toBe(houseBefore.balance + 300n);
  });

  it('a replay with the same key and parameters returns the original transfer and moves nothing', async () => {
    const request = await betRequest(300n);
    const first = await transfer(t.database.db, request);

    const again = await transfer(t.database.db, { ...request });

    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.replayed).toBe(true);
    expect(again.transfer).toEqual(first.transfer);
    expect((await balanceOf(request.debit)).balance).toBe(700n);
  });

  it('a replay after the funds are spent still returns the original transfer', async () => {
    const request = await betRequest(1_000n, 1_000n);
    const first = await transfer(t.database.db, request);

    const again = await transfer(t.database.db, request);

    expect(again).toEqual({ ok: true, replayed: true, transfer: first.ok && first.transfer });
  });

  it('a replay with the same key and different parameters is an IDEMPOTENCY_CONFLICT and moves nothing', async () => {
    const request = await betRequest(300n);
    await transfer(t.database.db, request);

    for (const changed of [{ amount: 301n }, { reason: 'win' as const }, { reference: 'round-2' }]) {
      expect(await transfer(t.database.db, { ...request, ...changed })).toEqual({
        ok: false,
        code: 'IDEMPOTENCY_CONFLICT',
      });
    }
    expect(await reserve(t.database.db, request)).toEqual({ ok: false, code: 'IDEMPOTENCY_CONFLICT' });
    expect((await balanceOf(request.debit)).balance).toBe(700n);
  });

  it('a player balance can never go negative: an overdraft is INSUFFICIENT_FUNDS and moves nothing', async () => {
    const request = await betRequest(1_001n, 1_000n);

    expect(await transfer(t.database.db, request)).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(request.debit)).toEqual({
      balance: 1_000n,
      debitsPending: 0n,
      creditsPending: 0n,
      available: 1_000n,
    });
  });

  it('the database itself refuses a negative player balance', async () => {
    const account = await testPlayerAccount(t.database.db, { funds: 10n });

    await expect(
      sql`update ledger_accounts set balance = -1 where id = ${account}`.execute(t.database.db),
    ).rejects.toMatchObject({ constraint: 'ledger_accounts_player_balance_non_negative' });
    await expect(
      sql`update ledger_accounts set debits_pending = 11 where id = ${account}`.execute(t.database.db),
    ).rejects.toMatchObject({ constraint: 'ledger_accounts_player_held_within_balance' });
    expect((await balanceOf(account)).balance).toBe(10n);
  });

  it('a system account may go negative', async () => {
    const idempotencyKey = key();
    const player = await testPlayerAccount(t.database.db);
    const psp = await systemAccount(t.database.db, 'psp:empty', 'EUR', idempotencyKey);

    const result = await transfer(t.database.db, {
      idempotencyKey,
      debit: psp,
      credit: player,
      amount: 500n,
      currency: 'EUR',
      reason: 'deposit',
    });

    expect(result.ok).toBe(true);
    expect((await balanceOf(psp)).balance).toBe(-500n);
  });

  it.each([
    ['zero', 0n],
    ['negative', -5n],
    ['negative number', -5],
    ['fractional', 1.5],
    ['not a safe integer', 2 ** 53],
    ['NaN', Number.NaN],
    ['beyond bigint', 2n ** 63n],
  ])('an amount that is %s is INVALID_AMOUNT and moves nothing', async (_, amount) => {
    const request = await betRequest(amount);

    expect(await transfer(t.database.db, request)).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect(await reserve(t.database.db, request)).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect((await balanceOf(request.debit)).balance).toBe(1_000n);
  });

  it('an amount given as a safe integer number is accepted', async () => {
    const request = await betRequest(250);

    expect(await transfer(t.database.db, request)).toMatchObject({ ok: true, transfer: { amount: 250n } });
  });

  it('a currency that is not the accounts’ currency is CURRENCY_MISMATCH and moves nothing', async () => {
    const request = await betRequest(300n);

    expect(await transfer(t.database.db, { ...request, currency: 'USD' })).toEqual({
      ok: false,
      code: 'CURRENCY_MISMATCH',
    });
    const usdPlayer = await testPlayerAccount(t.database.db, { currency: 'USD', funds: 1_000n });
    expect(await transfer(t.database.db, { ...request, debit: usdPlayer })).toEqual({
      ok: false,
      code: 'CURRENCY_MISMATCH',
    });
    expect((await balanceOf(request.debit)).balance).toBe(1_000n);
    expect((await balanceOf(usdPlayer)).balance).toBe(1_000n);
  });

  it('the database refuses a transfer whose currency is not its accounts’ currency', async () => {
    const request = await betRequest(300n);

    await expect(
      t.database.db
        .insertInto('ledger_transfers')
        .values({
          idempotency_key: key(),
          debit_account_id: request.debit,
          credit_account_id: request.credit,
          amount: 1n,
          currency: 'USD',
          reason: 'bet',
          status: 'posted',
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('an unknown account is ACCOUNT_NOT_FOUND', async () => {
    const request = await betRequest(300n);

    expect(await transfer(t.database.db, { ...request, credit: 999_999_999n })).toEqual({
      ok: false,
      code: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('a transfer from an account to itself is ACCOUNTS_MUST_BE_DIFFERENT', async () => {
    const request = await betRequest(300n);

    expect(await transfer(t.database.db, { ...request, credit: request.debit })).toEqual({
      ok: false,
      code: 'ACCOUNTS_MUST_BE_DIFFERENT',
    });
  });

  it('an empty or overlong idempotency key is INVALID_IDEMPOTENCY_KEY', async () => {
    const request = await betRequest(300n);

    for (const idempotencyKey of ['', 'k'.repeat(201)]) {
      expect(await transfer(t.database.db, { ...request, idempotencyKey })).toEqual({
        ok: false,
        code: 'INVALID_IDEMPOTENCY_KEY',
      });
    }
  });

  it('transfers are append-only: the database refuses to change or delete one', async () => {
    const request = await betRequest(300n);
    const result = await transfer(t.database.db, request);
    if (!result.ok) throw new Error(result.code);

    await expect(
      sql`update ledger_transfers set amount = 1 where id = ${result.transfer.id}`.execute(t.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from ledger_transfers where id = ${result.transfer.id}`.execute(t.database.db),
    ).rejects.toThrow(/append-only/);
  });

  it('a transfer made inside the caller’s transaction is undone with it', async () => {
    const request = await betRequest(300n);

    await expect(
      t.database.db.transaction().execute(async (trx) => {
        expect(await transfer(trx, request)).toMatchObject({ ok: true });
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('the caller changes its mind');

    expect((await balanceOf(request.debit)).balance).toBe(1_000n);
    expect(await transfer(t.database.db, request)).toMatchObject({ ok: true, replayed: false });
  });
});

describe('two-phase transfers', () => {
  /** A withdrawal-like reserve from a player holding 1000 to a PSP. */
  async function withdrawal(amount = 400n) {
    const idempotencyKey = key();
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const psp = await systemAccount(t.database.db, 'psp:test', 'EUR', idempotencyKey);
    const request: TransferRequest = {
      idempotencyKey,
      debit: player,
      credit: psp,
      amount,
      currency: 'EUR',
      reason: 'withdrawal',
      reference: 'payout-1',
    };
    const pspBefore = await balanceOf(psp);
    const reserved = await reserve(t.database.db, request);
    if (!reserved.ok) throw new Error(reserved.code);
    return { player, psp, pspBefore, request, pending: reserved.transfer };
  }

  it('reserve holds the amount: the balance stays, the available funds drop', async () => {
    const { player, psp, pspBefore, pending } = await withdrawal(400n);

    expect(pending.status).toBe('pending');
    expect(await balanceOf(player)).toEqual({
      balance: 1_000n,
      debitsPending: 400n,
      creditsPending: 0n,
      available: 600n,
    });
    expect(await balanceOf(psp)).toEqual({ ...pspBefore, creditsPending: pspBefore.creditsPending + 400n });
  });

  it('held funds cannot be spent or reserved again', async () => {
    const { player, request } = await withdrawal(400n);

    expect(await transfer(t.database.db, { ...request, idempotencyKey: key(), amount: 601n })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await reserve(t.database.db, { ...request, idempotencyKey: key(), amount: 601n })).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
    });
    expect((await balanceOf(player)).available).toBe(600n);
  });

  it('reserve → post moves the held amount to the credit account', async () => {
    const { player, psp, pspBefore, pending } = await withdrawal(400n);

    const posted = await post(t.database.db, { pendingId: pending.id, idempotencyKey: key() });

    expect(posted).toMatchObject({
      ok: true,
      replayed: false,
      transfer: { status: 'posted', pendingId: pending.id, amount: 400n, reason: 'withdrawal', reference: 'payout-1' },
    });
    expect(await balanceOf(player)).toEqual({ balance: 600n, debitsPending: 0n, creditsPending: 0n, available: 600n });
    expect(await balanceOf(psp)).toEqual({
      ...pspBefore,
      balance: pspBefore.balance + 400n,
      available: pspBefore.available + 400n,
    });
  });

  it('reserve → void gives the held amount back', async () => {
    const { player, psp, pspBefore, pending } = await withdrawal(400n);

    const voided = await voidPending(t.database.db, { pendingId: pending.id, idempotencyKey: key() });

    expect(voided).toMatchObject({ ok: true, transfer: { status: 'voided', pendingId: pending.id } });
    expect(await balanceOf(player)).toEqual({
      balance: 1_000n,
      debitsPending: 0n,
      creditsPending: 0n,
      available: 1_000n,
    });
    expect(await balanceOf(psp)).toEqual(pspBefore);
  });

  it('a reserve can be settled by its idempotency key', async () => {
    const { player, request } = await withdrawal(400n);

    expect(await post(t.database.db, { pendingKey: request.idempotencyKey, idempotencyKey: key() })).toMatchObject({
      ok: true,
    });
    expect((await balanceOf(player)).balance).toBe(600n);
  });

  it('post after void is ALREADY_VOIDED and moves nothing', async () => {
    const { player, pending } = await withdrawal(400n);
    await voidPending(t.database.db, { pendingId: pending.id, idempotencyKey: key() });

    expect(await post(t.database.db, { pendingId: pending.id, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'ALREADY_VOIDED',
    });
    expect((await balanceOf(player)).balance).toBe(1_000n);
  });

  it('void after post is ALREADY_POSTED and moves nothing', async () => {
    const { player, pending } = await withdrawal(400n);
    await post(t.database.db, { pendingId: pending.id, idempotencyKey: key() });

    expect(await voidPending(t.database.db, { pendingId: pending.id, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'ALREADY_POSTED',
    });
    expect(await post(t.database.db, { pendingId: pending.id, idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'ALREADY_POSTED',
    });
    expect((await balanceOf(player)).balance).toBe(600n);
  });

  it('a replayed post returns the original post and moves nothing; its key reused for a void is a conflict', async () => {
    const { player, pending } = await withdrawal(400n);
    const settleKey = key();
    const first = await post(t.database.db, { pendingId: pending.id, idempotencyKey: settleKey });

    const again = await post(t.database.db, { pendingId: pending.id, idempotencyKey: settleKey });

    expect(again).toEqual({ ok: true, replayed: true, transfer: first.ok && first.transfer });
    expect(await voidPending(t.database.db, { pendingId: pending.id, idempotencyKey: settleKey })).toEqual({
      ok: false,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await balanceOf(player)).balance).toBe(600n);
  });

  it('settling something that is not a reserve is PENDING_NOT_FOUND', async () => {
    const { pending } = await withdrawal(400n);
    const settled = await post(t.database.db, { pendingId: pending.id, idempotencyKey: key() });
    const plain = await transfer(t.database.db, await betRequest(1n));
    if (!settled.ok || !plain.ok) throw new Error('setup failed');

    for (const pendingId of [999_999_999n, plain.transfer.id, settled.transfer.id]) {
      expect(await post(t.database.db, { pendingId, idempotencyKey: key() })).toEqual({
        ok: false,
        code: 'PENDING_NOT_FOUND',
      });
    }
    expect(await voidPending(t.database.db, { pendingKey: 'no-such-key', idempotencyKey: key() })).toEqual({
      ok: false,
      code: 'PENDING_NOT_FOUND',
    });
  });
});
