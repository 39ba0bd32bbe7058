import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createListeningTestApp } from '../../test/oidc-dev.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { sandboxApi } from '../../providers/psp-sandbox/test-helpers.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { createTestOperator } from '../../test/operators.js';

// The platform and the sandbox provider end to end, over HTTP and signed webhooks only.
let t: TestApp;
let provider: Awaited<ReturnType<typeof sandboxApi>>;
beforeAll(async () => {
  t = await createListeningTestApp();
  provider = await sandboxApi(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, player: TestPlayer, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(player.accessToken), ...(payload ? { payload } : {}) });

async function account(player: TestPlayer) {
  return (await call('GET', '/api/wallet/accounts', player)).json().data[0] as { balance: number; reserved: number };
}

/** Waits for the provider's webhook to reach the platform and change the account. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the provider webhook never arrived');
}

async function browse(url: string, form?: Record<string, string>) {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form) : null,
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');

describe('deposits and withdrawals through the sandbox provider', () => {
  it('credits a card deposit paid on the hosted page with 3-D Secure', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const invoice = (
      await call('POST', '/api/payment/invoices/deposit', player, {
        methodId: 'sandbox.deposit.visa',
        amount: 12_345,
        payer: { firstName: 'Ada', lastName: 'Lovelace' },
      })
    ).json();
    const page = await browse(invoice.publicData.redirectUrl);
    const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' };
    const threeDs = await browse((await browse(formAction(page.html), card)).location!);
    const done = await browse(formAction(threeDs.html), { code: '1234', action: 'approve' });
    expect(new URL(done.location!).searchParams.get('status')).toBe('success');
    await eventually(async () => (await account(player)).balance === 12_345);
    const listed = (await call('GET', '/api/payment/invoices', player)).json().data[0];
    expect(listed).toMatchObject({ id: invoice.id, status: 2, number: 1 });
    await expectLedgerBalanced(t.app.db);
  });

  it('credits a crypto deposit after its confirmations', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'BTC' });
    const invoice = (
      await call('POST', '/api/payment/invoices/deposit', player, {
        methodId: 'sandbox.deposit.crypto',
        amount: 150_000,
        payer: {},
      })
    ).json();
    expect(invoice.publicData).toMatchObject({ confirmationsRequired: 3 });
    expect(invoice.publicData.qr).toMatch(/^bitcoin:bc1q/);
    const { provider_payment_id: paymentId } = await t.app.db
      .selectFrom('payment_invoices')
      .select('provider_payment_id')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++) await provider.call('POST', `/payments/${paymentId}/confirmations`);
    await eventually(async () => (await account(player)).balance === 150_000);
  });

  it('pays out a cash-agent withdrawal the operator approves', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    const admin = (await createTestOperator(t.app, 'payments')).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers: admin,
      payload: { player: player.id, currency: 'EUR', amount: 10_000, reason: 'test funds' },
    });
    const invoice = (
      await call('POST', '/api/payment/invoices/withdrawal', player, {
        methodId: 'sandbox.withdrawal.cash-agent',
        amount: 4_000,
        payer: { playerName: 'Ada', phone: '+4915112345678', city: 'Berlin' },
      })
    ).json();
    expect(await account(player)).toMatchObject({ balance: 6_000, reserved: 4_000 });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payment/invoices/${invoice.id}/approve`,
      headers: admin,
    });
    expect(approved.statusCode).toBe(200);
    await eventually(async () => (await account(player)).reserved === 0);
    expect(await account(player)).toMatchObject({ balance: 6_000, reserved: 0 });
    await expectLedgerBalanced(t.app.db);
  });
});
