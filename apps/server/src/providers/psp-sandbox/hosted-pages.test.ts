import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pspSandboxUrl } from '../../config.js';
import { verifySignature } from '../../contracts/signature.js';
import type { TestApp } from '../../test/app.js';
import { createListeningTestApp } from '../../test/oidc-dev.js';
import { sandboxWebhookSecret } from '../../platform/payment/sandbox-secrets.js';
import { paymentRequest, sandboxApi, startWebhookReceiver, type WebhookReceiver } from './test-helpers.js';

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

async function createDeposit(overrides: Parameters<typeof paymentRequest>[1] = {}) {
  const request = paymentRequest(receiver.okUrl, overrides);
  const res = await api.call('POST', '/payments', request);
  expect(res.status).toBe(201);
  return { id: res.body.id as string, url: res.body.next.url as string, request };
}

/** One browser step: no cookies, no scripts, redirects left for the test to follow. */
async function browse(url: string, form?: Record<string, string>) {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form) : null,
  });
  return { status: res.status, location: res.headers.get('location'), headers: res.headers, html: await res.text() };
}

const formAction = (html: string) => {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return action!.replaceAll('&amp;', '&');
};

const card = (number: string) => ({ number, expiry: '12/40', cvc: '123', name: 'Ada Lovelace' });

async function webhookFor(paymentId: string) {
  const [delivery] = await receiver.waitFor(paymentId, 1);
  expect(verifySignature(secret, delivery!.rawBody, delivery!.signature)).toEqual({ ok: true });
  return delivery!.event;
}

describe('the hosted card page', () => {
  it('takes the success card through 3-D Secure, signals success and sends the browser back', async () => {
    const payment = await createDeposit({ amount: '12345', currency: 'EUR' });
    const page = await browse(payment.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toContain('123.45 EUR');
    expect(page.html).toContain(payment.request.merchantReference);
    expect(page.html).toContain('value="Ada Lovelace"');

    const submitted = await browse(formAction(page.html), card('4242 4242 4242 4242'));
    expect(submitted.status).toBe(303);
    expect(submitted.location).toBe(`${payment.url}/3ds`);
    expect((await api.call('GET', `/payments/${payment.id}`)).body.status).toBe('pending');

    const threeDs = await browse(submitted.location!);
    expect(threeDs.status).toBe(200);
    expect(threeDs.html).toContain('Enter the code <strong>1234</strong> sent to your phone');
    const done = await browse(formAction(threeDs.html), { code: '1234', action: 'approve' });
    expect(done.status).toBe(303);
    const back = new URL(done.location!);
    expect(back.origin + back.pathname).toBe('https://casino.example/wallet');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      tab: 'deposit',
      invoice: payment.request.merchantReference,
      status: 'success',
    });

    expect(await webhookFor(payment.id)).toMatchObject({
      paymentId: payment.id,
      merchantReference: payment.request.merchantReference,
      direction: 'deposit',
      status: 'succeeded',
      amount: '12345',
      currency: 'EUR',
    });
    expect((await api.call('GET', `/payments/${payment.id}`)).body.status).toBe('succeeded');

    const finished = await browse(payment.url);
    expect(finished.html).toContain('Payment succeeded');
    expect(finished.html).toContain('This payment is finished');
    expect(finished.html).toContain(`href="${done.location!.replaceAll('&', '&amp;')}"`);
  });

  it('fails a declined card without 3-D Secure', async () => {
    const payment = await createDeposit();
    const page = await browse(payment.url);
    const declined = await browse(formAction(page.html), card('4000 0000 0000 0002'));
    expect(declined.status).toBe(303);
    expect(new URL(declined.location!).searchParams.get('status')).toBe('failed');
    expect((await webhookFor(payment.id)).status).toBe('failed');
    // A second submission (a double click, the back button) changes nothing.
    const again = await browse(formAction(page.html), card('4242 4242 4242 4242'));
    expect(new URL(again.location!).searchParams.get('status')).toBe('failed');
  });

  it('shows what is wrong with the card details on the page, and keeps the payment pending', async () => {
    const payment = await createDeposit();
    const page = await browse(payment.url);
    const wrong = await browse(formAction(page.html), {
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '98765',
      name: 'Ada',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('role="alert"');
    expect(wrong.html).toContain('This card number is not valid');
    expect(wrong.html).toContain('This card has expired');
    expect(wrong.html).toContain('The security code is 3 or 4 digits');
    expect(wrong.html).toContain('aria-describedby="number-error"');
    expect(wrong.html).toContain('value="4242 4242 4242 4241"');
    expect(wrong.html).not.toContain('98765');
    expect((await api.call('GET', `/payments/${payment.id}`)).body.status).toBe('pending');
  });

  it('asks again for a wrong 3-D Secure code, and fails the payment on cancel', async () => {
    const payment = await createDeposit();
    // Before the card is accepted there is no code to enter.
    expect((await browse(`${payment.url}/3ds`)).location).toBe(payment.url);
    await browse(`${payment.url}/card`, card('4242424242424242'));
    const wrong = await browse(`${payment.url}/3ds`, { code: '0000', action: 'approve' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('That code is not right');
    const cancelled = await browse(`${payment.url}/3ds`, { action: 'cancel' });
    expect(new URL(cancelled.location!).searchParams.get('status')).toBe('failed');
    expect((await webhookFor(payment.id)).status).toBe('failed');
  });
});

describe('the SandboxPay and bank transfer pages', () => {
  it('approves an e-wallet payment', async () => {
    const payment = await createDeposit({ channel: 'ewallet', payer: { playerEmail: 'ada@example.com' } });
    const page = await browse(payment.url);
    expect(page.html).toContain('Pay with SandboxPay');
    expect(page.html).toContain('ada@example.com');
    const approved = await browse(formAction(page.html), { decision: 'approve' });
    expect(new URL(approved.location!).searchParams.get('status')).toBe('success');
    expect((await webhookFor(payment.id)).status).toBe('succeeded');
  });

  it('shows bank transfer instructions and declines', async () => {
    const payment = await createDeposit({ channel: 'bank', amount: '100', currency: 'TRY' });
    const page = await browse(payment.url);
    expect(page.html).toContain('1.00 TRY');
    expect(page.html).toContain('IBAN');
    expect(page.html).toMatch(/SBX-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}/);
    const declined = await browse(formAction(page.html), { decision: 'decline' });
    expect(new URL(declined.location!).searchParams.get('status')).toBe('failed');
    expect((await webhookFor(payment.id)).status).toBe('failed');
  });
});

describe('every hosted page', () => {
  it('escapes what the merchant sent, and cannot be framed or cached', async () => {
    const payment = await createDeposit({ merchantReference: '<script>alert(1)</script>' });
    const page = await browse(payment.url);
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('is a 404 page for unknown payments and payments without a hosted step', async () => {
    const crypto = await createDeposit({ channel: 'crypto', currency: 'BTC' });
    const payout = await createDeposit({ channel: 'card', direction: 'payout' });
    const base = `${pspSandboxUrl(t.config)}/pay/`;
    for (const id of [crypto.id, payout.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const page = await browse(`${base}${id}`);
      expect(page.status).toBe(404);
      expect(page.html).toContain('Payment not found');
      expect((await browse(`${base}${id}/decision`, { decision: 'approve' })).status).toBe(404);
    }
    expect((await api.call('GET', `/payments/${payout.id}`)).body.status).toBe('pending');
  });
});
