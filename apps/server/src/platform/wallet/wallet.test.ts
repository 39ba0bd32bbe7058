import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { systemAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';
import { accountInCurrency } from './accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, player: TestPlayer, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });

async function fund(player: TestPlayer, currency: string, amount: bigint) {
  const account = (await accountInCurrency(t.app.db, player.id, currency))!;
  const key = `test-fund:${player.id}:${currency}:${amount}`;
  const result = await transfer(t.app.db, {
    idempotencyKey: key,
    debit: await systemAccount(t.app.db, 'psp:test', currency, key),
    credit: account.ledgerAccountId,
    amount,
    currency,
    reason: 'deposit',
  });
  expect(result.ok).toBe(true);
}

describe('wallet accounts', () => {
  it('gives a new player one active account, empty, in the currency they registered with', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const res = await call('GET', '/api/wallet/accounts', player);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: expect.any(String), currency: 'EUR', balance: 0, reserved: 0, status: 1, favoriteCurrencySymbol: '€' },
    ]);
  });

  it('opens one account per enabled currency, inactive until switched to', async () => {
    const player = await registerTestPlayer(t.app);
    const opened = await call('POST', '/api/wallet/accounts', player, { currency: 'BTC' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ currency: 'BTC', status: 2, balance: 0 });
    const again = await call('POST', '/api/wallet/accounts', player, { currency: 'BTC' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a currency that does not exist or is switched off with 422', async () => {
    const player = await registerTestPlayer(t.app);
    expect((await call('POST', '/api/wallet/accounts', player, { currency: 'XYZ' })).statusCode).toBe(422);
    await t.app.db.updateTable('currencies').set({ is_enabled: false }).where('code', '=', 'TRX').execute();
    try {
      expect((await call('POST', '/api/wallet/accounts', player, { currency: 'TRX' })).statusCode).toBe(422);
    } finally {
      await t.app.db.updateTable('currencies').set({ is_enabled: true }).where('code', '=', 'TRX').execute();
    }
  });

  it('switches the active account and answers with the accounts and both totals', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const usd = (await call('POST', '/api/wallet/accounts', player, { currency: 'USD' })).json();
    await fund(player, 'EUR', 10_000n);
    await fund(player, 'USD', 5_000n);
    const res = await call('PUT', `/api/wallet/accounts/${usd.id}/switch-account`, player);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accounts.map((a: { currency: string; status: number }) => [a.currency, a.status])).toEqual([
      ['USD', 1],
      ['EUR', 2],
    ]);
    // EUR 100.00 at 1.08 USD is USD 108.00; with USD 50.00 that is USD 158.00, USD being the base too.
    expect(body).toMatchObject({
      baseCurrency: 'USD',
      favoriteCurrency: 'USD',
      baseCurrencyTotalBalance: 15_800,
      favoriteCurrencyTotalBalance: 15_800,
    });
  });

  it('converts every balance into the favourite currency, rounding toward zero', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await call('POST', '/api/wallet/accounts', player, { currency: 'USD' });
    await fund(player, 'USD', 1_001n);
    const body = (await call('GET', '/api/wallet/accounts/converted', player)).json();
    // USD 10.01 / 1.08 = EUR 9.2685…: 926 cents.
    const usd = body.accounts.find((a: { currency: string }) => a.currency === 'USD');
    expect(usd.convertedBalance).toBe(926);
    expect(body.favoriteCurrency).toBe('EUR');
    expect(body.favoriteCurrencyTotalBalance).toBe(926);
  });

  it("cannot switch to another player's account", async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app);
    const bobs = (await call('GET', '/api/wallet/accounts', bob)).json().data[0];
    const res = await call('PUT', `/api/wallet/accounts/${bobs.id}/switch-account`, alice);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/wallet/accounts', bob)).json().data[0].status).toBe(1);
  });

  it('hides an inactive account, refuses to hide the active one, and shows it again when reopened', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const active = (await call('GET', '/api/wallet/accounts', player)).json().data[0];
    expect((await call('PUT', `/api/wallet/accounts/${active.id}/hide`, player)).statusCode).toBe(409);
    const ltc = (await call('POST', '/api/wallet/accounts', player, { currency: 'LTC' })).json();
    expect((await call('PUT', `/api/wallet/accounts/${ltc.id}/hide`, player)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/wallet/accounts', player)).json().data;
    expect(listed.map((a: { currency: string }) => a.currency)).toEqual(['EUR']);
    const reopened = await call('POST', '/api/wallet/accounts', player, { currency: 'LTC' });
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json().id).toBe(ltc.id);
  });

  it('keeps exactly one active account when switches race', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const ids = [];
    for (const currency of ['USD', 'BRL', 'INR']) {
      ids.push((await call('POST', '/api/wallet/accounts', player, { currency })).json().id);
    }
    const answers = await Promise.all(
      ids.map((id) => call('PUT', `/api/wallet/accounts/${id}/switch-account`, player)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const active = (await call('GET', '/api/wallet/accounts', player))
      .json()
      .data.filter((a: { status: number }) => a.status === 1);
    expect(active).toHaveLength(1);
  });
});
