import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { freePort } from '../../test/oidc-dev.js';
import { bearer, registerTestPlayer } from '../../test/players.js';

// Rough edge 1 of issue 14: a card deposit must bring the player back to the host they came from.
let t: TestApp;
let withPublicUrl: TestApp;
/** A listening app whose sandbox provider is reached at its own port; PUBLIC_URL as given. */
async function listening(env: Record<string, string>, database?: TestApp['database']): Promise<TestApp> {
  const port = await freePort();
  const app = await createTestApp(
    { PORT: String(port), PSP_SANDBOX_URL: `http://127.0.0.1:${port}/psp-sandbox`, ...env },
    database ? { database } : {},
  );
  await app.app.listen({ port, host: '127.0.0.1' });
  return app;
}

beforeAll(async () => {
  t = await listening({});
  withPublicUrl = await listening({ PUBLIC_URL: 'https://casino.example' }, t.database);
});
afterAll(async () => {
  await withPublicUrl.close();
  await t.close();
});

async function cardDepositReturnUrl(app: TestApp, headers: Record<string, string>): Promise<string> {
  const player = await registerTestPlayer(app.app, { currency: 'EUR' });
  const invoice = await app.app.inject({
    method: 'POST',
    url: '/api/payment/invoices/deposit',
    headers: { ...bearer(player.accessToken), ...headers },
    payload: { methodId: 'sandbox.deposit.visa', amount: 5_000, payer: { firstName: 'Ada', lastName: 'Lovelace' } },
  });
  expect(invoice.statusCode).toBe(201);
  const { provider_payment_id: paymentId } = await app.app.db
    .selectFrom('payment_invoices')
    .select('provider_payment_id')
    .where('id', '=', invoice.json().id)
    .executeTakeFirstOrThrow();
  const payment = await app.app.db
    .selectFrom('psp_sandbox_payments')
    .select('return_url')
    .where('id', '=', paymentId!)
    .executeTakeFirstOrThrow();
  return payment.return_url;
}

describe('the card deposit return address', () => {
  it('is the request origin when PUBLIC_URL is unset', async () => {
    const url = new URL(await cardDepositReturnUrl(t, { host: '127.0.0.1:4321' }));
    expect(url.origin).toBe('http://127.0.0.1:4321');
    expect(url.pathname).toBe('/wallet/history');
  });

  it('follows another host name the site is reached at', async () => {
    const url = new URL(await cardDepositReturnUrl(t, { host: 'casino.lan:8080' }));
    expect(url.origin).toBe('http://casino.lan:8080');
  });

  it('is PUBLIC_URL when it is set, whatever the request host', async () => {
    const url = new URL(await cardDepositReturnUrl(withPublicUrl, { host: '127.0.0.1:4321' }));
    expect(url.origin).toBe('https://casino.example');
  });
});
