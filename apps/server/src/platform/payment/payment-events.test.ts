import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { playerPaymentTotals } from './player-totals.js';
import { installTestProvider, sendWebhook, webhookFor } from './test-provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  installTestProvider(t.app);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, player: TestPlayer, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });

const card = { methodId: 'sandbox.deposit.visa', payer: { firstName: 'Ada', lastName: 'Lovelace' } };
const cashOut = {
  methodId: 'sandbox.withdrawal.cash-agent',
  payer: { playerName: 'Ada', phone: '+4915112345678', city: 'Berlin' },
};

async function deposit(player: TestPlayer, amount: number, status: 'succeeded' | 'failed' = 'succeeded') {
  const invoice = (await call('POST', '/api/payment/invoices/deposit', player, { ...card, amount })).json();
  expect((await sendWebhook(t.app, webhookFor(invoice, status))).statusCode).toBe(200);
  return invoice as { id: string; amount: number; currency: string; type: 'deposit' };
}

const eventsOf = (playerId: string) =>
  t.database.db
    .selectFrom('domain_events')
    .select(['type', 'aggregate_id', 'payload'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();

describe('payment domain events', () => {
  it('records each credited deposit once with its number, even when the webhook is delivered again', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const first = await deposit(player, 5_000);
    await deposit(player, 1_000, 'failed');
    const again = webhookFor(first, 'succeeded');
    await sendWebhook(t.app, again);
    await sendWebhook(t.app, again);
    const second = await deposit(player, 2_500);

    expect(await eventsOf(player.id)).toEqual([
      {
        type: 'payment.deposit.credited',
        aggregate_id: first.id,
        payload: expect.objectContaining({ invoiceId: first.id, currency: 'EUR', amount: '5000', number: 1 }),
      },
      {
        type: 'payment.deposit.credited',
        aggregate_id: second.id,
        payload: expect.objectContaining({ amount: '2500', number: 2 }),
      },
    ]);
  });

  it('records a withdrawal requested, then completed', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await deposit(player, 5_000);
    const withdrawal = (
      await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 3_000 })
    ).json();
    await sendWebhook(t.app, webhookFor(withdrawal, 'succeeded'));

    const types = (await eventsOf(player.id)).map((e) => [e.type, e.payload.amount]);
    expect(types).toEqual([
      ['payment.deposit.credited', '5000'],
      ['payment.withdrawal.requested', '3000'],
      ['payment.withdrawal.completed', '3000'],
    ]);
  });

  it('records a withdrawal the provider failed, with the reason the money went back', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await deposit(player, 5_000);
    const withdrawal = (
      await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 3_000 })
    ).json();
    await sendWebhook(t.app, webhookFor(withdrawal, 'failed'));

    expect((await eventsOf(player.id)).at(-1)).toMatchObject({
      type: 'payment.withdrawal.failed',
      payload: { invoiceId: withdrawal.id, amount: '3000', reason: 'provider-failed' },
    });
  });

  it('records a withdrawal the player cancelled as failed with that reason', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await deposit(player, 5_000);
    const withdrawal = (
      await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 3_000 })
    ).json();
    expect((await call('PUT', `/api/payment/invoices/${withdrawal.id}/decline`, player)).statusCode).toBe(200);

    expect((await eventsOf(player.id)).at(-1)).toMatchObject({
      type: 'payment.withdrawal.failed',
      payload: { invoiceId: withdrawal.id, reason: 'cancelled-by-player' },
    });
  });
});

describe('player payment totals (a consumer of payment events)', () => {
  it('adds up credited deposits and paid withdrawals once each and keeps the first deposit', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const first = await deposit(player, 5_000);
    await deposit(player, 2_000);
    await sendWebhook(t.app, webhookFor(first, 'succeeded'));
    const withdrawal = (
      await call('POST', '/api/payment/invoices/withdrawal', player, { ...cashOut, amount: 3_000 })
    ).json();
    await sendWebhook(t.app, webhookFor(withdrawal, 'succeeded'));

    await t.app.events.drain();
    await t.app.events.drain();

    expect(await playerPaymentTotals(t.database.db, player.id)).toEqual([
      {
        currency: 'EUR',
        deposits: 2,
        deposited: 7_000n,
        withdrawals: 1,
        withdrawn: 3_000n,
        firstDepositInvoiceId: first.id,
        firstDepositAt: expect.any(Date),
      },
    ]);
  });

  it('has nothing for a player who never deposited', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await deposit(player, 5_000, 'failed');

    await t.app.events.drain();

    expect(await playerPaymentTotals(t.database.db, player.id)).toEqual([]);
  });
});
