import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestOperator } from '../../test/operators.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { ProviderRefused } from './provider-client.js';
import { paymentProvider } from './payments-plugin.js';
import { installTestProvider, sendWebhook, webhookFor } from './test-provider.js';

const MAX_ATTEMPTS = 2;
let t: TestApp;
let provider: ReturnType<typeof installTestProvider>;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RECONCILE_MAX_ATTEMPTS: String(MAX_ATTEMPTS) });
  provider = installTestProvider(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, player: TestPlayer, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });
let desk: Promise<Record<string, string>> | undefined;
const admin = () => (desk ??= createTestOperator(t.app, 'payments').then((o) => o.headers));

const card = { methodId: 'sandbox.deposit.visa', payer: { firstName: 'Ada', lastName: 'Lovelace' } };
const cashOut = {
  methodId: 'sandbox.withdrawal.cash-agent',
  payer: { playerName: 'Ada', phone: '+4915112345678', city: 'Berlin' },
};

interface Invoice {
  id: string;
  type: 'deposit' | 'withdrawal';
  amount: number;
  currency: string;
  status: number;
}

async function account(player: TestPlayer): Promise<{ balance: number; reserved: number }> {
  return (await call('GET', '/api/wallet/accounts', player)).json().data[0];
}

async function invoiceRow(id: string) {
  return t.app.db.selectFrom('payment_invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function transferCount(): Promise<number> {
  const { n } = await t.app.db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Makes the invoice due for the sweep now, as if PAYMENT_RECONCILE_AFTER_SECONDS had passed. */
async function due(id: string, { createdSecondsAgo = 60 } = {}) {
  await t.app.db
    .updateTable('payment_invoices')
    .set({
      reconcile_after: sql<Date>`now() - interval '1 second'`,
      created_at: sql<Date>`now() - make_interval(secs => ${createdSecondsAgo})`,
    })
    .where('id', '=', id)
    .execute();
}

async function reconcile(id: string) {
  await due(id);
  return (await t.app.payments.reconcileDue()).get(id);
}

async function fundedPlayer(amount: number): Promise<TestPlayer> {
  const player = await registerTestPlayer(t.app, { currency: 'EUR' });
  const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount })).json();
  expect((await sendWebhook(t.app, webhookFor(invoice, 'succeeded'))).statusCode).toBe(200);
  return player;
}

/** An invoice whose create call reached the provider, but whose answer was lost (a crash, a timeout). */
async function lostAnswer(player: TestPlayer, kind: 'deposit' | 'withdrawal', amount: number): Promise<Invoice> {
  provider.control.next = 'lose-answer';
  const body = kind === 'deposit' ? { ...card, amount } : { ...cashOut, amount };
  const res = await call('POST', `/api/payment/invoices/${kind}`, player, body);
  expect(res.statusCode).toBe(503);
  const [invoice] = (await call('GET', `/api/payment/invoices?type=${kind}`, player)).json().data;
  expect(invoice).toMatchObject({ status: 1, amount });
  expect((await invoiceRow(invoice.id)).provider_payment_id).toBeNull();
  return invoice;
}

const atProvider = (invoice: Invoice) => provider.payments.get(`pay_${invoice.id}`)!;

describe('an invoice stored before the provider is called', () => {
  it('is settled by a webhook matched on its merchant reference when the provider id is not yet known', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = await lostAnswer(player, 'deposit', 5_000);
    const res = await sendWebhook(t.app, webhookFor(invoice, 'succeeded'));
    expect(res.json()).toEqual({ ok: true, outcome: 'applied' });
    expect(await account(player)).toMatchObject({ balance: 5_000 });
    expect((await invoiceRow(invoice.id)).provider_payment_id).toBe(`pay_${invoice.id}`);
    const other = webhookFor(invoice, 'succeeded', { paymentId: 'pay_someone-else' });
    expect((await sendWebhook(t.app, other)).statusCode).toBe(404);
  });

  it('fails at once and releases the hold when the provider refuses it', async () => {
    const player = await fundedPlayer(10_000);
    const provider = paymentProvider(t.app);
    const original = provider.createPayment;
    provider.createPayment = async () => {
      throw new ProviderRefused('refused');
    };
    try {
      const res = await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 4_000 });
      expect(res.statusCode).toBe(503);
    } finally {
      provider.createPayment = original;
    }
    const [invoice] = (await call('GET', '/api/payment/invoices?type=withdrawal', player)).json().data;
    expect(invoice.status).toBe(3);
    expect(await account(player)).toEqual(expect.objectContaining({ balance: 10_000, reserved: 0 }));
    const failed = await t.app.db
      .selectFrom('domain_events')
      .select('payload')
      .where('aggregate_id', '=', invoice.id)
      .where('type', '=', 'payment.withdrawal.failed')
      .execute();
    expect(failed).toEqual([{ payload: expect.objectContaining({ reason: 'provider-refused', amount: '4000' }) }]);
  });
});

describe('cancelling a payment', () => {
  it('is refused with 14000 while the provider state is unknown, and the amount stays held', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = await lostAnswer(player, 'withdrawal', 4_000);
    const res = await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, player);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 14000, key: 'PAYMENT_STATE_UNKNOWN' });
    expect(await account(player)).toMatchObject({ balance: 6_000, reserved: 4_000 });
    expect(atProvider(invoice).status).toBe('pending');
  });

  it('is refused with 14001 once the provider is completing the payout', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = (
      await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 4_000 })
    ).json();
    atProvider(invoice).final = true;
    const res = await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, player);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 14001, key: 'PAYMENT_ALREADY_PROCESSING' });
    expect(await account(player)).toMatchObject({ balance: 6_000, reserved: 4_000 });
  });
});

describe('reconciliation', () => {
  it('leaves an invoice alone until PAYMENT_RECONCILE_AFTER_SECONDS have passed', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = await lostAnswer(player, 'deposit', 2_000);
    atProvider(invoice).status = 'succeeded';
    expect((await t.app.payments.reconcileDue()).has(invoice.id)).toBe(false);
    expect(await account(player)).toMatchObject({ balance: 0 });
  });

  it('settles a stuck deposit the provider took, once, and a late webhook after it moves nothing', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = await lostAnswer(player, 'deposit', 5_000);
    atProvider(invoice).status = 'succeeded';
    expect(await reconcile(invoice.id)).toBe('settled');
    expect(await account(player)).toMatchObject({ balance: 5_000 });
    expect(await invoiceRow(invoice.id)).toMatchObject({
      status: 2,
      number: 1,
      provider_payment_id: atProvider(invoice).id,
    });
    const transfers = await transferCount();
    expect((await sendWebhook(t.app, webhookFor(invoice, 'succeeded'))).json()).toEqual({
      ok: true,
      outcome: 'ignored',
    });
    expect(await transferCount()).toBe(transfers);
    expect(await account(player)).toMatchObject({ balance: 5_000 });
    await expectLedgerBalanced(t.app.db);
  });

  it('is settled by the scheduled sweep job, with its deposit event', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = await lostAnswer(player, 'deposit', 5_000);
    atProvider(invoice).status = 'succeeded';
    await due(invoice.id);

    await t.app.jobs.runDue();

    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 2 });
    expect(await account(player)).toMatchObject({ balance: 5_000 });
    const events = await t.app.db
      .selectFrom('domain_events')
      .select('type')
      .where('aggregate_id', '=', invoice.id)
      .execute();
    expect(events).toEqual([{ type: 'payment.deposit.credited' }]);
  });

  it('records a withdrawal the provider never got as failed when its hold is released', async () => {
    const player = await fundedPlayer(10_000);
    provider.control.next = 'unreachable';
    await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 4_000 });
    const [invoice] = (await call('GET', '/api/payment/invoices?type=withdrawal', player)).json().data;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) await reconcile(invoice.id);

    const events = await t.app.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('aggregate_id', '=', invoice.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.type, e.payload.reason])).toEqual([
      ['payment.withdrawal.requested', undefined],
      ['payment.withdrawal.failed', 'never-sent'],
    ]);
  });

  it('settles a stuck payout the provider paid: posted, never refundable, and a late webhook moves nothing', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = await lostAnswer(player, 'withdrawal', 4_000);
    atProvider(invoice).status = 'succeeded';
    atProvider(invoice).final = true;
    expect(await reconcile(invoice.id)).toBe('settled');
    expect(await account(player)).toEqual(expect.objectContaining({ balance: 6_000, reserved: 0 }));
    expect((await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, player)).statusCode).toBe(409);
    const transfers = await transferCount();
    expect((await sendWebhook(t.app, webhookFor(invoice, 'succeeded'))).json()).toEqual({
      ok: true,
      outcome: 'ignored',
    });
    expect(await transferCount()).toBe(transfers);
    expect(await account(player)).toEqual(expect.objectContaining({ balance: 6_000, reserved: 0 }));
    await expectLedgerBalanced(t.app.db);
  });

  it('settles a stuck payout the provider failed by releasing the hold', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = await lostAnswer(player, 'withdrawal', 4_000);
    atProvider(invoice).status = 'failed';
    expect(await reconcile(invoice.id)).toBe('settled');
    expect(await account(player)).toEqual(expect.objectContaining({ balance: 10_000, reserved: 0 }));
    expect((await invoiceRow(invoice.id)).status).toBe(3);
  });

  it('learns the provider id of a payment still pending there, so the player can cancel it again', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = await lostAnswer(player, 'withdrawal', 4_000);
    expect(await reconcile(invoice.id)).toBe('pending');
    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ status: 1, provider_payment_id: atProvider(invoice).id });
    expect(row.reconcile_after!.getTime()).toBeGreaterThan(Date.now());
    const res = await call('PUT', `/api/payment/invoices/${invoice.id}/decline`, player);
    expect(res.statusCode).toBe(200);
    expect(atProvider(invoice).status).toBe('failed');
    expect(await account(player)).toEqual(expect.objectContaining({ balance: 10_000, reserved: 0 }));
  });

  it('fails a withdrawal the provider never got only after PAYMENT_RECONCILE_MAX_ATTEMPTS answers, and releases the hold', async () => {
    const player = await fundedPlayer(10_000);
    provider.control.next = 'unreachable';
    expect(
      (await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 4_000 })).statusCode,
    ).toBe(503);
    const [invoice] = (await call('GET', '/api/payment/invoices?type=withdrawal', player)).json().data;
    expect(provider.payments.has(`pay_${invoice.id}`)).toBe(false);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) expect(await reconcile(invoice.id)).toBe('retry');
    expect(await account(player)).toMatchObject({ reserved: 4_000 });
    expect(await reconcile(invoice.id)).toBe('abandoned');
    expect((await invoiceRow(invoice.id)).status).toBe(3);
    expect(await account(player)).toEqual(expect.objectContaining({ balance: 10_000, reserved: 0 }));
    await expectLedgerBalanced(t.app.db);
  });

  it('never gives up on a reference while a create call for it may still be on its way', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    provider.control.next = 'unreachable';
    await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 3_000 });
    const [invoice] = (await call('GET', '/api/payment/invoices', player)).json().data;
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 1; attempt++) {
      await due(invoice.id, { createdSecondsAgo: 1 });
      expect((await t.app.payments.reconcileDue()).get(invoice.id)).toBe('retry');
    }
    expect((await invoiceRow(invoice.id)).status).toBe(1);
  });
});

describe('the operator reconciliation list', () => {
  const list = async () =>
    t.app.inject({ method: 'GET', url: '/api/admin/payment/reconciliation', headers: await admin() });

  it('gets what the provider’s answer cannot settle: amounts that disagree', async () => {
    const player = await fundedPlayer(10_000);
    const invoice = await lostAnswer(player, 'withdrawal', 4_000);
    atProvider(invoice).amount = '4001';
    atProvider(invoice).status = 'succeeded';
    expect(await reconcile(invoice.id)).toBe('unresolved');
    expect(await account(player)).toMatchObject({ balance: 6_000, reserved: 4_000 });
    const entry = (await list()).json().data.find((i: { id: string }) => i.id === invoice.id);
    expect(entry).toMatchObject({ playerId: player.id, status: 1, amount: 4_000, attempts: 1 });
    expect(entry.reason).toMatch(/4001 EUR\) does not match the invoice/);
    // Off the sweep until an operator puts it back.
    await due(invoice.id);
    expect((await t.app.payments.reconcileDue()).has(invoice.id)).toBe(false);

    atProvider(invoice).amount = '4000';
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/reconciliation/${invoice.id}/retry`,
      headers: await admin(),
    });
    expect(retried.statusCode).toBe(200);
    expect((await t.app.payments.reconcileDue()).get(invoice.id)).toBe('settled');
    expect(await account(player)).toEqual(expect.objectContaining({ balance: 6_000, reserved: 0 }));
    expect((await list()).json().data.some((i: { id: string }) => i.id === invoice.id)).toBe(false);
  });

  it('gets a payment the provider acknowledged and later no longer knows', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount: 2_000 })).json();
    provider.payments.delete(`pay_${invoice.id}`);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) expect(await reconcile(invoice.id)).toBe('retry');
    expect(await reconcile(invoice.id)).toBe('unresolved');
    const entry = (await list()).json().data.find((i: { id: string }) => i.id === invoice.id);
    expect(entry).toMatchObject({
      providerPaymentId: `pay_${invoice.id}`,
      reason: expect.stringMatching(/no longer knows/),
    });
  });

  it('answers 404 to a retry of an invoice not on the list, and refuses a player token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/reconciliation/00000000-0000-4000-8000-000000000000/retry',
      headers: await admin(),
    });
    expect(res.statusCode).toBe(404);
    const player = await registerTestPlayer(t.app);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payment/reconciliation',
      headers: bearer(player.accessToken),
    });
    expect(asPlayer.statusCode).toBe(401);
  });
});

describe('two sweeps at once', () => {
  it('never ask about the same invoice twice, even on two processes of one database', async () => {
    const second = await createTestApp({}, { database: t.database });
    try {
      second.app.payments.provider = t.app.payments.provider;
      const player = await registerTestPlayer(t.app, { currency: 'EUR' });
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push((await lostAnswer(player, 'deposit', 1_000 + i)).id);
      for (const id of ids) atProvider({ id } as Invoice).status = 'succeeded';
      const provider = paymentProvider(t.app);
      const original = provider.getPayment;
      const asked: string[] = [];
      provider.getPayment = async (reference) => {
        asked.push(reference);
        return original(reference);
      };
      try {
        for (const id of ids) await due(id);
        const [a, b] = await Promise.all([t.app.payments.reconcileDue(), second.app.payments.reconcileDue()]);
        expect([...a.keys(), ...b.keys()].sort()).toEqual([...ids].sort());
      } finally {
        provider.getPayment = original;
      }
      expect(asked.sort()).toEqual([...ids].sort());
      expect(await account(player)).toMatchObject({ balance: ids.reduce((sum, _id, i) => sum + 1_000 + i, 0) });
      await expectLedgerBalanced(t.app.db);
    } finally {
      await second.close();
    }
  });
});
