import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../contracts/signature.js';
import type { TestApp } from '../../test/app.js';
import { createListeningTestApp } from '../../test/oidc-dev.js';
import { sandboxWebhookSecret } from '../../platform/payment/sandbox-secrets.js';
import { paymentRequest, sandboxApi, startWebhookReceiver, type WebhookReceiver } from './test-helpers.js';
import { retryDelaySeconds } from './webhooks.js';

let t: TestApp;
let receiver: WebhookReceiver;
let api: Awaited<ReturnType<typeof sandboxApi>>;
let secret: string;

beforeAll(async () => {
  t = await createListeningTestApp();
  receiver = await startWebhookReceiver();
  api = await sandboxApi(t);
  secret = await sandboxWebhookSecret(t.app, t.config);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function create(webhookUrl: string, overrides: Parameters<typeof paymentRequest>[1] = {}) {
  const res = await api.call('POST', '/payments', paymentRequest(webhookUrl, overrides));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const delivery = (paymentId: string) =>
  t.database.db
    .selectFrom('psp_sandbox_webhook_deliveries')
    .selectAll()
    .select(sql<number>`extract(epoch from next_attempt_at - now())::float8`.as('due_in_seconds'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();

const signedAt = (signature: string | undefined) => Number(/^t=(\d+),/.exec(signature ?? '')?.[1]);

/** Long enough for any immediate or worker attempt that was going to happen to have happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('crypto confirmations', () => {
  it('succeed the deposit on the third, with one webhook', async () => {
    const id = await create(receiver.okUrl, { channel: 'crypto', currency: 'LTC', amount: '5000000' });
    const seen = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await api.call('POST', `/payments/${id}/confirmations`);
      expect(res.status).toBe(200);
      seen.push([res.body.confirmations, res.body.status]);
    }
    expect(seen).toEqual([
      [1, 'pending'],
      [2, 'pending'],
      [3, 'succeeded'],
    ]);
    expect((await api.call('POST', `/payments/${id}/confirmations`)).status).toBe(409);
    expect((await api.call('GET', `/payments/${id}`)).body).toMatchObject({ confirmations: 3, status: 'succeeded' });

    const [event] = await receiver.waitFor(id, 1);
    expect(event!.contentType).toBe('application/json');
    expect(event!.event).toMatchObject({ status: 'succeeded', amount: '5000000', currency: 'LTC' });
    await t.app.pspSandbox.deliverDue();
    await settle();
    expect(receiver.eventsFor(id)).toHaveLength(1);
  });
});

describe('webhook delivery', () => {
  it('retries until acknowledged, with the same event id and a fresh valid signature', async () => {
    const id = await create(receiver.flakyUrl, { channel: 'cash' });
    expect((await api.call('POST', `/payments/${id}/approve`)).status).toBe(200);

    const [first, second] = await receiver.waitFor(id, 2);
    expect([first!.status, second!.status]).toEqual([500, 200]);
    expect(second!.event.eventId).toBe(first!.event.eventId);
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(verifySignature(secret, second!.rawBody, second!.signature)).toEqual({ ok: true });
    expect(signedAt(second!.signature)).toBeGreaterThan(signedAt(first!.signature));
    expect(verifySignature('another-secret', second!.rawBody, second!.signature)).toEqual({
      ok: false,
      reason: 'MISMATCH',
    });

    // The merchant has the event before its 200 reaches us and the delivery is marked.
    await expect.poll(async () => (await delivery(id)).delivered_at, { timeout: 5_000 }).not.toBeNull();
    const row = await delivery(id);
    expect(row).toMatchObject({ attempts: 2, last_error: null, event_id: first!.event.eventId });
    expect(row.delivered_at).toBeInstanceOf(Date);
    expect(await t.app.pspSandbox.deliverDue()).toBe(0);
    await settle();
    expect(receiver.eventsFor(id)).toHaveLength(2);
  });

  it('schedules a retry with backoff when the merchant cannot be reached', async () => {
    const id = await create('http://127.0.0.1:1/unreachable', { channel: 'cash' });
    await api.call('POST', `/payments/${id}/decline`);
    await expect.poll(async () => (await delivery(id)).last_error, { timeout: 5_000 }).not.toBeNull();
    const row = await delivery(id);
    expect(row.attempts).toBe(1);
    expect(row.delivered_at).toBeNull();
    expect(row.due_in_seconds).toBeGreaterThan(0);
    expect(row.due_in_seconds).toBeLessThanOrEqual(1.25);
  });

  it('grows the delay from one second to five minutes, never shorter than the base', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 0))).toEqual([1, 2, 4, 8]);
    expect(retryDelaySeconds(30, 0)).toBe(300);
    expect(retryDelaySeconds(3, 0.999)).toBeGreaterThan(4);
    expect(retryDelaySeconds(3, 0.999)).toBeLessThan(5);
    expect(retryDelaySeconds(30, 0.999)).toBeLessThan(375);
  });

  it('sends each due delivery once, however many workers look for it at the same time', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => create(receiver.flakyUrl, { channel: 'cash' })));
    await Promise.all(ids.map((id) => api.call('POST', `/payments/${id}/approve`)));
    await Promise.all(ids.map((id) => receiver.waitFor(id, 1)));
    await expect
      .poll(async () => Promise.all(ids.map(async (id) => (await delivery(id)).last_error)))
      .toEqual(ids.map(() => 'HTTP 500'));
    // Make the retries due at once, then race several workers for them.
    await t.database.db
      .updateTable('psp_sandbox_webhook_deliveries')
      .set({ next_attempt_at: sql`now()` })
      .where('payment_id', 'in', ids)
      .execute();
    const attempted = await Promise.all([1, 2, 3].map(() => t.app.pspSandbox.deliverDue()));
    expect(attempted.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(ids.length);
    await Promise.all(ids.map((id) => receiver.waitFor(id, 2)));
    await settle();
    for (const id of ids) expect(receiver.eventsFor(id).map((r) => r.status)).toEqual([500, 200]);
  });

  it('sends exactly one webhook per payment when decisions race', async () => {
    const id = await create(receiver.okUrl, { channel: 'bank', direction: 'payout' });
    const actions = ['approve', 'decline', 'approve', 'decline', 'approve', 'decline'];
    const results = await Promise.all(actions.map((action) => api.call('POST', `/payments/${id}/${action}`)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(actions.length - 1);
    const [event] = await receiver.waitFor(id, 1);
    expect(event!.event.status).toBe(winners[0]!.body.status);
    await settle();
    expect(receiver.eventsFor(id)).toHaveLength(1);
  });
});
