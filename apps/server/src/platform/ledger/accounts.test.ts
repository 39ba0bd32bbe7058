import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { balances, openPlayerAccount, SYSTEM_SUB_ACCOUNTS, subAccountSlot, systemAccount } from './accounts.js';
import { insertTestPlayer } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ledger accounts', () => {
  it('opening a player account twice returns the same account', async () => {
    const playerId = await insertTestPlayer(t.database.db);
    const [first, second] = await Promise.all([
      openPlayerAccount(t.database.db, playerId, 'EUR'),
      openPlayerAccount(t.database.db, playerId, 'EUR'),
    ]);
    expect(second).toBe(first);
    expect(await openPlayerAccount(t.database.db, playerId, 'EUR', 'real')).toBe(first);
  });

  it('a player has a separate account per currency and per kind, real and bonus', async () => {
    const playerId = await insertTestPlayer(t.database.db);
    const ids = new Set([
      await openPlayerAccount(t.database.db, playerId, 'EUR', 'real'),
      await openPlayerAccount(t.database.db, playerId, 'EUR', 'bonus'),
      await openPlayerAccount(t.database.db, playerId, 'USD', 'real'),
    ]);
    expect(ids.size).toBe(3);
  });

  it('a new account starts empty', async () => {
    const account = await openPlayerAccount(t.database.db, await insertTestPlayer(t.database.db), 'BTC');
    expect(await balances(t.database.db, account)).toEqual({
      ok: true,
      account: {
        accountId: account,
        currency: 'BTC',
        kind: 'real',
        balance: 0n,
        debitsPending: 0n,
        creditsPending: 0n,
        available: 0n,
      },
    });
  });

  it('balances of an unknown account is ACCOUNT_NOT_FOUND', async () => {
    expect(await balances(t.database.db, 999_999_999n)).toEqual({ ok: false, code: 'ACCOUNT_NOT_FOUND' });
  });

  it('a system account is split into sub-accounts per currency, and a key always picks the same one', async () => {
    // Fixed keys, chosen to reach every slot: 64 random ones miss a slot about once in 700 runs.
    const keys = Array.from({ length: 64 }, (_, i) => `transfer-${i}`);
    const picked = await Promise.all(keys.map((key) => systemAccount(t.database.db, 'house', 'USD', key)));
    expect(new Set(picked).size).toBe(SYSTEM_SUB_ACCOUNTS);
    expect(await systemAccount(t.database.db, 'house', 'USD', keys[0]!)).toBe(picked[0]);

    const rows = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['slot', 'kind'])
      .where('system_name', '=', 'house')
      .where('currency', '=', 'USD')
      .orderBy('slot')
      .execute();
    expect(rows).toEqual(Array.from({ length: SYSTEM_SUB_ACCOUNTS }, (_, slot) => ({ slot, kind: 'system' })));
    const chosen = await t.database.db
      .selectFrom('ledger_accounts')
      .select('slot')
      .where('id', '=', picked[0]!)
      .executeTakeFirstOrThrow();
    expect(chosen.slot).toBe(subAccountSlot(keys[0]!));
  });

  it('the same system account in another currency is another set of sub-accounts', async () => {
    const eur = await systemAccount(t.database.db, 'fees', 'EUR', 'k');
    const usd = await systemAccount(t.database.db, 'fees', 'USD', 'k');
    expect(eur).not.toBe(usd);
  });
});
