import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoModeNotice, startDemoMode } from './demo-mode.js';
import { demoPlayerEmails, DEMO_PASSWORD, DEMO_PLAYERS, seedDemoPlayers } from './platform/player/demo-players.js';
import { createTestApp, type TestApp } from './test/app.js';
import { bearer, registerTestPlayer } from './test/players.js';

/** What a live site must bring: its own keys (the test database stands in for DATABASE_URL). */
const LIVE = {
  DEMO_MODE: 'off',
  JWT_SECRET: 'a-live-jwt-secret-0123456789abcdef0123',
  SECRETS_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every entry of the demo parts: the sandbox's hosted pages and API, the dev sign-in, the mailbox. */
const DEMO_ROUTES = [
  { method: 'POST', url: `/psp-sandbox/pay/${SOME_ID}/decision`, payload: { decision: 'approve' } },
  { method: 'GET', url: `/psp-sandbox/pay/${SOME_ID}` },
  { method: 'POST', url: '/psp-sandbox/api/payments', payload: {} },
  { method: 'POST', url: `/psp-sandbox/api/payments/${SOME_ID}/approve` },
  { method: 'GET', url: '/oidc-dev/.well-known/openid-configuration' },
  { method: 'GET', url: '/oidc-dev/interaction/some-uid' },
  { method: 'GET', url: '/api/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox' },
] as const;

let demo: TestApp;
let live: TestApp;

beforeAll(async () => {
  [demo, live] = await Promise.all([createTestApp(), createTestApp(LIVE)]);
});
afterAll(async () => {
  await Promise.all([demo.close(), live.close()]);
});

describe('with DEMO_MODE off', () => {
  it.each(DEMO_ROUTES)('$method $url answers 404 in the JSON error shape', async (route) => {
    const res = await live.app.inject(route);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 10004, key: 'NOT_FOUND' } });
  });

  it('the server refuses to start with a demo part on or without its own keys, naming each variable', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const { PATH, HOME } = process.env;
    const start = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { PATH, HOME, DATABASE_URL: 'postgresql://casino@127.0.0.1:1/casino', PSP_SANDBOX: 'on', DEV_MAILBOX: 'on' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('PSP_SANDBOX: is a demo part: it needs DEMO_MODE=on');
    expect(start.stderr).toContain('DEV_MAILBOX: is a demo part: it needs DEMO_MODE=on');
    expect(start.stderr).toContain('JWT_SECRET: must be set when DEMO_MODE is off');
    expect(start.stderr).toContain('SECRETS_KEY: must be set when DEMO_MODE is off');
  });

  it('offers no sandbox payment method and starts no payment', async () => {
    const player = await registerTestPlayer(live.app);
    for (const direction of ['deposit', 'withdrawal']) {
      const methods = await live.app.inject({
        url: `/api/payment/methods/${direction}?currency=EUR`,
        headers: bearer(player.accessToken),
      });
      expect(methods.statusCode).toBe(200);
      expect(methods.json()).toEqual({ data: [] });
    }
    const deposit = await live.app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers: bearer(player.accessToken),
      payload: { methodId: 'sandbox.deposit.visa', amount: 5000, payer: { firstName: 'Eve', lastName: 'Hacker' } },
    });
    expect(deposit.statusCode).toBe(503);
    expect(deposit.json()).toMatchObject({ error: { code: 10600, key: 'NO_PAYMENT_PROVIDER' } });
    const invoices = await live.database.db.selectFrom('payment_invoices').select('id').execute();
    expect(invoices).toEqual([]);
    expect(live.app.payments.provider).toBeNull();
  });

  it('refuses sandbox webhooks: there is no sandbox to sign them', async () => {
    const res = await live.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });

  it('does not offer "Continue with Dev ID"', async () => {
    const res = await live.app.inject({ url: '/api/player/social-providers' });
    expect(res.json()).toEqual({ data: [] });
  });

  it('tells the web app that demo mode is off', async () => {
    const res = await live.app.inject({ url: '/api/settings/constants' });
    expect(res.json().data.customer.isDemoMode).toBe(false);
  });

  it('seeds no demo player and says nothing at start', async () => {
    const warnings: string[] = [];
    await startDemoMode({ ...live.app, log: { warn: (message: string) => warnings.push(message) } });
    const seeded = await demoPlayerEmails(live.database.db);
    expect(seeded).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('blocks demo players left from an earlier demo, so the public demo password opens nothing', async () => {
    await seedDemoPlayers(live.database.db);
    const warnings: string[] = [];
    await startDemoMode({ ...live.app, log: { warn: (message: string) => warnings.push(message) } });
    const signIn = await live.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: DEMO_PLAYERS[0].email, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.key).toBe('ACCOUNT_BLOCKED');
    expect(warnings).toEqual(['blocked 2 demo player(s) left from demo mode: their password is public']);
  });
});

describe('with DEMO_MODE on', () => {
  it('mounts the demo parts: their routes answer as themselves, not as a missing route', async () => {
    for (const route of DEMO_ROUTES) {
      const res = await demo.app.inject(route);
      const missingRoute = res.statusCode === 404 && res.body.includes('"NOT_FOUND"');
      expect(missingRoute, `${route.method} ${route.url}`).toBe(false);
    }
  });

  it('offers the sandbox payment methods, "Continue with Dev ID" and tells the web app', async () => {
    const player = await registerTestPlayer(demo.app);
    const methods = await demo.app.inject({
      url: '/api/payment/methods/deposit?currency=EUR',
      headers: bearer(player.accessToken),
    });
    expect(methods.json().data.map((m: { id: string }) => m.id)).toContain('sandbox.deposit.visa');
    const providers = await demo.app.inject({ url: '/api/player/social-providers' });
    expect(providers.json()).toEqual({ data: [{ name: 'dev', label: 'Dev ID' }] });
    const constants = await demo.app.inject({ url: '/api/settings/constants' });
    expect(constants.json().data.customer.isDemoMode).toBe(true);
  });

  it('seeds the demo players once, who sign in with the printed password, and says so once as a warning', async () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    await startDemoMode({ ...demo.app, log });
    await startDemoMode({ ...demo.app, log });
    const seeded = await demoPlayerEmails(demo.database.db);
    expect(seeded.sort()).toEqual(DEMO_PLAYERS.map((p) => p.email).sort());
    for (const { email } of DEMO_PLAYERS) {
      const login = await demo.app.inject({
        method: 'POST',
        url: '/api/player/sessions',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, email).toBe(200);
    }
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe(
      'DEMO MODE: sandbox payments, dev mailbox and dev sign-in are on — no real money; ' +
        `demo players demo@example.com, demo2@example.com, password ${DEMO_PASSWORD}`,
    );
  });

  it('names only the demo parts left on, and holds no sandbox when it is switched off', async () => {
    const partial = await createTestApp({ PSP_SANDBOX: 'off', DEV_MAILBOX: 'off' });
    try {
      expect(demoModeNotice(partial.config, false)).toBe('DEMO MODE: dev sign-in is on — no real money');
      expect(partial.app.payments.provider).toBeNull();
    } finally {
      await partial.close();
    }
  });
});
