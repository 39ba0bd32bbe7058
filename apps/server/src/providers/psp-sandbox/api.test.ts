import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pspSandboxUrl } from '../../config.js';
import { createListeningTestApp } from '../../test/oidc-dev.js';
import type { TestApp } from '../../test/app.js';
import { paymentRequest, sandboxApi, startWebhookReceiver, type WebhookReceiver } from './test-helpers.js';

let t: TestApp;
let receiver: WebhookReceiver;
let api: Awaited<ReturnType<typeof sandboxApi>>;

beforeAll(async () => {
  t = await createListeningTestApp();
  receiver = await startWebhookReceiver();
  api = await sandboxApi(t);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const create = (overrides: Parameters<typeof paymentRequest>[1] = {}) =>
  api.call('POST', '/payments', paymentRequest(receiver.okUrl, overrides));

async function paymentCount() {
  const row = await t.database.db
    .selectFrom('psp_sandbox_payments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the API key', () => {
  it('is required on every API call, and answers 401 in the error envelope', async () => {
    const created = await create();
    for (const key of [null, '', 'x'.repeat(48), `${api.apiKey}x`]) {
      const res = await api.call('POST', '/payments', paymentRequest(receiver.okUrl), key);
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ key: 'UNAUTHORIZED', code: 10001 });
      expect((await api.call('GET', `/payments/${created.body.id}`, undefined, key)).status).toBe(401);
      expect((await api.call('POST', `/payments/${created.body.id}/approve`, {}, key)).status).toBe(401);
    }
    expect((await api.call('GET', `/payments/${created.body.id}`)).body.status).toBe('pending');
  });

  it('is configurable, and otherwise generated once and shared through the database', async () => {
    const again = await sandboxApi(t);
    expect(again.apiKey).toBe(api.apiKey);
    expect(api.apiKey.length).toBeGreaterThanOrEqual(32);
  });
});

describe('creating a payment', () => {
  it('is idempotent by merchant reference: the same request again answers the same payment, another one 409', async () => {
    const request = paymentRequest(receiver.okUrl, { channel: 'card' });
    const first = await api.call('POST', '/payments', request);
    expect(first.status).toBe(201);
    const before = await paymentCount();
    const again = await Promise.all([api.call('POST', '/payments', request), api.call('POST', '/payments', request)]);
    for (const answer of again) expect(answer).toEqual({ status: 200, body: first.body });
    const changed = await api.call('POST', '/payments', { ...request, amount: '99999' });
    expect(changed).toMatchObject({ status: 409, body: { error: { key: 'CONFLICT' } } });
    expect(await paymentCount()).toBe(before);
  });

  it('sends card, e-wallet and bank deposits to a hosted page', async () => {
    for (const channel of ['card', 'ewallet', 'bank'] as const) {
      const res = await create({ channel });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'pending',
        next: { type: 'redirect', url: `${pspSandboxUrl(t.config)}/pay/${res.body.id}` },
      });
      expect((await fetch(res.body.next.url)).status).toBe(200);
    }
  });

  it('gives a crypto deposit its own address on the currency’s network, as a payment URI with the amount', async () => {
    const cases = [
      {
        currency: 'BTC',
        amount: '150000',
        scheme: 'bitcoin',
        address: /^bc1q[02-9ac-hj-np-z]{38}$/,
        decimal: '0.00150000',
      },
      {
        currency: 'LTC',
        amount: '250000000',
        scheme: 'litecoin',
        address: /^ltc1q[02-9ac-hj-np-z]{38}$/,
        decimal: '2.50000000',
      },
      { currency: 'ETH', amount: '1', scheme: 'ethereum', address: /^0x[0-9a-f]{40}$/, decimal: '0.00000001' },
      { currency: 'USDT', amount: '25000000', scheme: 'ethereum', address: /^0x[0-9a-f]{40}$/, decimal: '25.000000' },
      {
        currency: 'USDT',
        amount: '25000000',
        network: 'TRC20',
        scheme: 'tron',
        address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
        decimal: '25.000000',
      },
      {
        currency: 'TRX',
        amount: '7000000',
        scheme: 'tron',
        address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
        decimal: '7.000000',
      },
    ];
    const addresses = new Set<string>();
    for (const c of cases) {
      const res = await create({
        channel: 'crypto',
        currency: c.currency,
        amount: c.amount,
        payer: c.network ? { network: c.network } : {},
      });
      expect(res.status).toBe(201);
      const { next } = res.body;
      expect(next).toEqual({
        type: 'qr',
        qr: `${c.scheme}:${next.address}?amount=${c.decimal}`,
        address: expect.stringMatching(c.address),
        network: c.scheme,
        confirmationsRequired: 3,
      });
      addresses.add(next.address);
    }
    expect(addresses.size).toBe(cases.length);
  });

  it('gives a PIX deposit a copy-and-paste code with the amount and a txid', async () => {
    const res = await create({
      channel: 'pix',
      currency: 'BRL',
      amount: '5050',
      payer: { playerName: 'João', identify_doc_number: '529.982.247-25' },
    });
    expect(res.status).toBe(201);
    expect(res.body.next.type).toBe('qr');
    expect(res.body.next.qr).toMatch(/^000201/);
    expect(res.body.next.qr).toContain('br.gov.bcb.pix');
    expect(res.body.next.qr).toContain('540550.50');
    expect(res.body.next.qr).toContain(`0525${res.body.id.replaceAll('-', '').slice(0, 25)}`);
  });

  it('refuses a PIX deposit without a valid CPF, and stores nothing', async () => {
    const before = await paymentCount();
    const payers: Record<string, string>[] = [
      {},
      { identify_doc_number: '' },
      { identify_doc_number: '111.111.111-11' },
    ];
    for (const payer of payers) {
      const res = await create({ channel: 'pix', currency: 'BRL', payer });
      expect(res.status).toBe(422);
      expect(res.body.error.key).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields).toHaveProperty(['payer.identify_doc_number']);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('gives a UPI deposit a upi://pay link', async () => {
    const res = await create({ channel: 'upi', currency: 'INR', amount: '99900' });
    expect(res.status).toBe(201);
    expect(res.body.next).toEqual({
      type: 'qr',
      qr: `upi://pay?pa=sandbox@upi&am=999.00&tr=${res.body.id}&cu=INR`,
    });
  });

  it('leaves cash deposits and every payout pending with nothing for the player to do', async () => {
    const requests = [
      { channel: 'cash' as const },
      ...(['card', 'crypto', 'pix', 'upi', 'ewallet', 'bank', 'cash'] as const).map((channel) => ({
        channel,
        direction: 'payout' as const,
      })),
    ];
    for (const request of requests) {
      const res = await create(request);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'pending', next: { type: 'none' } });
    }
  });

  it('refuses bad input with 422 and stores nothing', async () => {
    const before = await paymentCount();
    const bad = [
      { amount: '0' },
      { amount: '12.50' },
      { currency: 'usd' },
      { currency: 'XYZ' },
      { channel: 'cheque' },
      { returnUrl: 'javascript:alert(1)' },
      { webhookUrl: 'ftp://merchant.example/hooks' },
      { channel: 'pix', currency: 'USD', payer: { identify_doc_number: '52998224725' } },
      { channel: 'upi', currency: 'USD' },
      { channel: 'crypto', currency: 'USD' },
      { channel: 'crypto', currency: 'USDT', payer: { network: 'BEP20' } },
    ];
    for (const overrides of bad) {
      const res = await api.call('POST', '/payments', { ...paymentRequest(receiver.okUrl), ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.error.key).toBe('VALIDATION_FAILED');
    }
    expect(await paymentCount()).toBe(before);
  });
});

describe('reading and deciding a payment', () => {
  it('reads a payment, and 404s an unknown one', async () => {
    const request = paymentRequest(receiver.okUrl, { channel: 'crypto', currency: 'BTC', amount: '100000' });
    const created = await api.call('POST', '/payments', request);
    expect((await api.call('GET', `/payments/${created.body.id}`)).body).toEqual({
      id: created.body.id,
      merchantReference: request.merchantReference,
      status: 'pending',
      direction: 'deposit',
      channel: 'crypto',
      amount: '100000',
      currency: 'BTC',
      confirmations: 0,
      confirmationsRequired: 3,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await api.call('GET', `/payments/${id}`)).status).toBe(404);
      expect((await api.call('POST', `/payments/${id}/approve`, {})).status).toBe(404);
    }
  });

  it('reads a payment by its merchant reference, and 404s a reference it never got', async () => {
    const request = paymentRequest(receiver.okUrl, { channel: 'cash' });
    const created = await api.call('POST', '/payments', request);
    await api.call('POST', `/payments/${created.body.id}/approve`, {});
    const found = await api.call('GET', `/payments/by-reference/${encodeURIComponent(request.merchantReference)}`);
    expect(found).toMatchObject({
      status: 200,
      body: { id: created.body.id, merchantReference: request.merchantReference, status: 'succeeded' },
    });
    const unknown = await api.call('GET', '/payments/by-reference/never-sent');
    expect(unknown).toMatchObject({ status: 404, body: { error: { key: 'NOT_FOUND' } } });
  });

  it('approves and declines once: a final status cannot change (409)', async () => {
    const cash = await create({ channel: 'cash' });
    const approved = await api.call('POST', `/payments/${cash.body.id}/approve`, {});
    expect(approved).toMatchObject({ status: 200, body: { status: 'succeeded', confirmationsRequired: null } });
    for (const action of ['approve', 'decline', 'confirmations']) {
      const again = await api.call('POST', `/payments/${cash.body.id}/${action}`, {});
      expect(again.status).toBe(409);
      expect(again.body.error.key).toBe('CONFLICT');
    }
    const payout = await create({ channel: 'bank', direction: 'payout' });
    expect((await api.call('POST', `/payments/${payout.body.id}/decline`)).body.status).toBe('failed');
    expect((await api.call('POST', `/payments/${payout.body.id}/approve`)).status).toBe(409);
    expect((await api.call('GET', `/payments/${payout.body.id}`)).body.status).toBe('failed');

    await receiver.waitFor(cash.body.id, 1);
    await receiver.waitFor(payout.body.id, 1);
    await t.app.pspSandbox.deliverDue();
    expect(receiver.eventsFor(cash.body.id).map((r) => r.event.status)).toEqual(['succeeded']);
    expect(receiver.eventsFor(payout.body.id).map((r) => r.event)).toEqual([
      expect.objectContaining({ direction: 'payout', status: 'failed', merchantReference: expect.any(String) }),
    ]);
  });

  it('takes confirmations only on pending crypto deposits', async () => {
    const card = await create({ channel: 'card' });
    const res = await api.call('POST', `/payments/${card.body.id}/confirmations`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/crypto/);
  });
});
