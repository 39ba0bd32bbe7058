import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { loadShippedValidationMessages } from '../content/content-fixture.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { createTestOperator } from '../../test/operators.js';
import { sign } from '../../contracts/signature.js';
import { installTestProvider, sendWebhook, TEST_WEBHOOK_SECRET, webhookFor } from './test-provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  installTestProvider(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, player: TestPlayer, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });

const card = { methodId: 'sandbox.deposit.visa', payer: { firstName: 'Ada', lastName: 'Lovelace' } };
const cashOut = {
  methodId: 'sandbox.withdrawal.cash-agent',
  payer: { playerName: 'Ada', phone: '+4915112345678', city: 'Berlin' },
};

async function balance(player: TestPlayer): Promise<number> {
  return (await call('GET', '/api/wallet/accounts', player)).json().data[0].balance;
}

/** A player with `amount` EUR cents deposited by card and confirmed by the provider. */
async function fundedPlayer(amount: number): Promise<TestPlayer> {
  const player = await registerTestPlayer(t.app, { currency: 'EUR' });
  const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount })).json();
  expect((await sendWebhook(t.app, webhookFor(invoice, 'succeeded'))).statusCode).toBe(200);
  return player;
}

describe('payment methods', () => {
  it('lists deposit methods for the active currency, manual agents first, with limits and fields', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const res = await call('GET', '/api/payment/methods/deposit', player);
    expect(res.statusCode).toBe(200);
    const methods = res.json().data;
    expect(methods[0]).toMatchObject({ id: 'sandbox.deposit.cash-agent', label: 'Cash agent', isManual: true });
    const visa = methods.find((m: { id: string }) => m.id === 'sandbox.deposit.visa');
    expect(visa).toMatchObject({ currency: 'EUR', fields: ['firstName', 'lastName'] });
    expect(visa.minAmount).toBeGreaterThan(0);
    expect(methods.some((m: { id: string }) => m.id === 'sandbox.deposit.pix')).toBe(false);
  });

  it('offers PIX for BRL in Brazil only', async () => {
    const player = await registerTestPlayer(t.app);
    const inBrazil = (await call('GET', '/api/payment/methods/deposit?currency=BRL&country=BR', player)).json().data;
    expect(inBrazil.map((m: { id: string }) => m.id)).toContain('sandbox.deposit.pix');
    const elsewhere = (await call('GET', '/api/payment/methods/deposit?currency=BRL&country=DE', player)).json().data;
    expect(elsewhere.map((m: { id: string }) => m.id)).not.toContain('sandbox.deposit.pix');
  });

  it('offers buying crypto by card for a crypto currency only', async () => {
    const player = await registerTestPlayer(t.app);
    const forBtc = (await call('GET', '/api/payment/methods/deposit?currency=BTC', player)).json().data;
    expect(forBtc.find((m: { id: string }) => m.id === 'sandbox.deposit.buy-crypto')).toMatchObject({
      channel: 'card',
      currency: 'BTC',
      fields: ['firstName', 'lastName'],
    });
    const forEur = (await call('GET', '/api/payment/methods/deposit?currency=EUR', player)).json().data;
    expect(forEur.map((m: { id: string }) => m.id)).not.toContain('sandbox.deposit.buy-crypto');
  });

  it('answers 13100 when a deposit limit is reached', async () => {
    const player = await registerTestPlayer(t.app);
    const original = t.app.payments.depositLimitReached;
    t.app.payments.depositLimitReached = async (playerId) => playerId === player.id;
    try {
      const res = await call('GET', '/api/payment/methods/deposit', player);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 13100, key: 'DEPOSIT_LIMIT_REACHED' });
      const deposit = await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 });
      expect(deposit.json().error.code).toBe(13100);
    } finally {
      t.app.payments.depositLimitReached = original;
    }
  });
});

describe('deposits', () => {
  it('creates a pending invoice with the hosted page to go to', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const res = await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'deposit', status: 1, amount: 5_000, currency: 'EUR', number: null });
    expect(res.json().publicData.redirectUrl).toMatch(/^https:\/\/psp\.example\/pay\//);
  });

  it('refuses a bad method, amount or payer fields with 422 and keeps nothing', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const unknown = await call('POST', '/api/payment/invoices/deposit', player, {
      ...card,
      methodId: 'sandbox.deposit.nope',
      amount: 5_000,
    });
    expect(unknown.statusCode).toBe(422);
    const tooSmall = await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 1 });
    expect(tooSmall.json().error.fields.amount).toBeDefined();
    const noName = await call('POST', '/api/payment/invoices/deposit', player, { ...card, payer: {}, amount: 5_000 });
    expect(Object.keys(noName.json().error.fields)).toEqual(['firstName', 'lastName']);
    expect((await call('GET', '/api/payment/invoices', player)).json().meta.totalRows).toBe(0);
  });

  it('credits the account once when the provider confirms, and numbers the deposits', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const first = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 })).json();
    const event = webhookFor(first, 'succeeded');
    expect((await sendWebhook(t.app, event)).json()).toEqual({ ok: true, outcome: 'applied' });
    expect((await sendWebhook(t.app, event)).json()).toEqual({ ok: true, outcome: 'replayed' });
    expect(await balance(player)).toBe(5_000);
    const second = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 2_500 })).json();
    await sendWebhook(t.app, webhookFor(second, 'succeeded'));
    const list = (await call('GET', '/api/payment/invoices?type=deposit', player)).json().data;
    expect(list.map((i: { number: number; status: number }) => [i.number, i.status])).toEqual([
      [2, 2],
      [1, 2],
    ]);
    expect(await balance(player)).toBe(7_500);
    await expectLedgerBalanced(t.app.db);
  });

  it("lists my invoices newest first, each with its method's label", async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 });
    const skrill = { methodId: 'sandbox.deposit.skrill', payer: { playerEmail: 'ada@example.com' } };
    await call('POST', '/api/payment/invoices/deposit', player, { ...skrill, amount: 2_500 });
    const list = (await call('GET', '/api/payment/invoices', player)).json().data;
    expect(list.map((i: { methodId: string; methodLabel: string }) => [i.methodId, i.methodLabel])).toEqual([
      ['sandbox.deposit.skrill', 'Skrill'],
      ['sandbox.deposit.visa', 'Visa'],
    ]);
  });

  it('marks a failed deposit failed and moves nothing', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 })).json();
    await sendWebhook(t.app, webhookFor(invoice, 'failed'));
    expect((await call('GET', '/api/payment/invoices', player)).json().data[0].status).toBe(3);
    expect(await balance(player)).toBe(0);
  });
});

describe('refused invoices in the request locale (§5)', () => {
  beforeAll(() => loadShippedValidationMessages(t.database, 'en', 'de'));
  const post = (url: string, player: TestPlayer, locale: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(player.accessToken), 'x-locale': locale }, payload });

  it('answers a deposit in German, the minimum in euros', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const res = await post('/api/payment/invoices/deposit', player, 'de', {
      ...card,
      payer: { firstName: 'Ada' },
      amount: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      lastName: ['Dieses Feld ist erforderlich'],
      // 10 US dollars at the seeded rate (925 cents) rounded up to a step of the euro, as the player types it.
      amount: ['Der kleinste zulässige Wert ist 9.50'],
    });
  });

  it('falls back to English for a locale the site does not have, the maximum in mBTC', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'BTC' });
    const res = await post('/api/payment/invoices/withdrawal', player, 'xx', {
      methodId: 'sandbox.withdrawal.crypto',
      amount: 10 ** 12,
      payer: { wallet_id: 'not-an-address' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      wallet_id: ['The value has an invalid format'],
      // 100,000 US dollars at the seeded rate rounded down to a step, in the milli-bitcoin the player types.
      amount: ['The maximum value allowed is 1000.00000'],
    });
  });
});

describe('webhooks', () => {
  it('rejects a bad signature, an old timestamp or an unknown invoice, and nothing moves', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 })).json();
    const event = webhookFor(invoice, 'succeeded');
    expect((await sendWebhook(t.app, event, { secret: 'someone-else-entirely-0123456789' })).statusCode).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect((await sendWebhook(t.app, event, { timestamp: old })).statusCode).toBe(401);
    const unknown = webhookFor({ ...invoice, id: '00000000-0000-4000-8000-000000000000' }, 'succeeded');
    expect((await sendWebhook(t.app, unknown)).statusCode).toBe(404);
    const wrongAmount = { ...event, eventId: `${event.eventId}-x`, amount: '500000' };
    expect((await sendWebhook(t.app, wrongAmount)).statusCode).toBe(422);
    expect(await balance(player)).toBe(0);
    expect((await call('GET', '/api/payment/invoices', player)).json().data[0].status).toBe(1);
  });

  it('refuses a body that is not what was signed', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 })).json();
    const signature = sign(TEST_WEBHOOK_SECRET, JSON.stringify(webhookFor(invoice, 'failed')));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-psp-signature': signature },
      payload: JSON.stringify(webhookFor(invoice, 'succeeded')),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await balance(player)).toBe(0);
  });
});

describe('withdrawals', () => {
  it('holds the amount at once, and pays it out when the provider confirms', async () => {
    const player = await fundedPlayer(10_000);
    const res = await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 4_000 });
    expect(res.statusCode).toBe(201);
    const accounts = (await call('GET', '/api/wallet/accounts', player)).json().data;
    expect(accounts[0]).toMatchObject({ balance: 6_000, reserved: 4_000 });
    await sendWebhook(t.app, webhookFor(res.json(), 'succeeded'));
    expect((await call('GET', '/api/wallet/accounts', player)).json().data[0]).toMatchObject({
      balance: 6_000,
      reserved: 0,
    });
    await expectLedgerBalanced(t.app.db);
  });

  it('gives the amount back when the payout fails', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = (
      await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 4_000 })
    ).json();
    await sendWebhook(t.app, webhookFor(invoice, 'failed'));
    expect(await balance(player)).toBe(10_000);
  });

  it('refuses more than the balance with 422', async () => {
    const player = await fundedPlayer(3_000);
    const res = await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 3_001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.amount).toBeDefined();
    expect(await balance(player)).toBe(3_000);
    expect((await call('GET', '/api/payment/invoices?type=withdrawal', player)).json().meta.totalRows).toBe(0);
  });

  it('checks a crypto address for its network', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'BTC' });
    const res = await call('POST', '/api/payment/invoices/withdrawal', player, {
      methodId: 'sandbox.withdrawal.crypto',
      amount: 100_000,
      payer: { wallet_id: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.wallet_id).toBeDefined();
  });

  it('lets 50 concurrent withdrawals of the full balance succeed exactly once', async () => {
    const player = await fundedPlayer(5_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 5_000 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(49);
    expect((await call('GET', '/api/wallet/accounts', player)).json().data[0]).toMatchObject({
      balance: 0,
      reserved: 5_000,
    });
    await expectLedgerBalanced(t.app.db);
  });
});

describe('declining an invoice', () => {
  it('cancels my pending withdrawal and gives the amount back', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = (
      await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 4_000 })
    ).json();
    const res = await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, player);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(3);
    expect(await balance(player)).toBe(10_000);
    expect((await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, player)).statusCode).toBe(409);
  });

  it("answers 404 for another player's invoice and changes nothing", async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await fundedPlayer(10_000);
    const bobs = (await call('POST', '/api/payment/invoices/withdrawal', bob, { ...cashOut, amount: 4_000 })).json();
    expect((await call('PUT', `/api/payment/invoices/${bobs.id}/decline`, alice)).statusCode).toBe(404);
    expect((await call('GET', '/api/wallet/accounts', bob)).json().data[0].reserved).toBe(4_000);
  });
});

describe('reading one invoice', () => {
  it('shows me my invoice with its current status', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 3_000 })).json();
    await sendWebhook(t.app, webhookFor(invoice, 'succeeded'));
    const res = await call('GET', `/api/payment/invoices/${invoice.id}`, player);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invoice.id, status: 2, amount: 3_000, number: 1 });
  });

  it("answers 404 for another player's invoice", async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app, { currency: 'EUR' });
    const bobs = (await call('POST', '/api/payment/invoices/deposit', bob, { ...card, amount: 3_000 })).json();
    expect((await call('GET', `/api/payment/invoices/${bobs.id}`, alice)).statusCode).toBe(404);
  });
});

describe('invoice statistics', () => {
  it('counts my invoices and sums the successful ones per type and currency', async () => {
    const player = await fundedPlayer(10_000);
    await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 2_000 });
    const res = await call('GET', '/api/payment/invoices/statistics', player);
    expect(res.json().data).toEqual([
      { type: 'deposit', currency: 'EUR', count: 2, successCount: 1, successAmount: 10_000 },
    ]);
  });
});

describe('the operator payment desk', () => {
  let desk: Promise<{ authorization: string }> | undefined;
  const admin = () => (desk ??= createTestOperator(t.app, 'payments').then((o) => o.headers));

  it('lists pending invoices of every player', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 5_000 })).json();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/payment/invoices', headers: await admin() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((i: { id: string }) => i.id === invoice.id)).toMatchObject({
      playerId: player.id,
      providerPaymentId: expect.any(String),
    });
  });

  it('adjusts a balance against the house with a reason, once per key', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const adjust = (amount: number, idempotencyKey: string) =>
      admin().then((headers) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/wallet/adjustments',
          headers,
          payload: { player: player.email, currency: 'EUR', amount, reason: 'goodwill', idempotencyKey },
        }),
      );
    expect((await adjust(1_500, 'k1')).json()).toMatchObject({ replayed: false, account: { balance: 1_500 } });
    expect((await adjust(1_500, 'k1')).json()).toMatchObject({ replayed: true });
    expect((await adjust(-2_000, 'k2')).statusCode).toBe(422);
    expect((await adjust(-500, 'k3')).json().account.balance).toBe(1_000);
    await expectLedgerBalanced(t.app.db);
  });

  it('refuses a player token', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payment/invoices',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(401);
  });
});
