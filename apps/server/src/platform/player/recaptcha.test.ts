import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerTestPlayer } from '../../test/players.js';
import { loginKeys } from './login.js';

const SITE_KEY = 'test-site-key-0123456789abcdef';
const SECRET_KEY = 'test-secret-key-0123456789abcdef';

/** What the fake siteverify answers for each token a test sends. */
const ANSWERS: Record<string, { status?: number; body: unknown }> = {
  'person-v2': { body: { success: true, hostname: 'localhost' } },
  'person-enterprise': { body: { success: true, action: 'frontend_form', score: 0.9 } },
  'made-for-another-form': { body: { success: true, action: 'checkout', score: 0.9 } },
  'likely-a-bot': { body: { success: true, action: 'frontend_form', score: 0.1 } },
  'vendor-error': { status: 500, body: { error: 'internal' } },
};

/** A stand-in for Google's siteverify: records each form it is sent and answers by token. */
const received: URLSearchParams[] = [];
let siteverify: Server;
let t: TestApp;

beforeAll(async () => {
  siteverify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const answer = ANSWERS[form.get('response') ?? ''] ?? {
        body: { success: false, 'error-codes': ['invalid-input-response'] },
      };
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as AddressInfo;
  t = await createTestApp({
    RECAPTCHA_SITE_KEY: SITE_KEY,
    RECAPTCHA_SECRET_KEY: SECRET_KEY,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => siteverify.close(resolve));
});

/** Each test signs in from an address of its own, so one test's failures never lock out another's. */
let nextAddress = 0;
const anotherAddress = () => `10.30.0.${++nextAddress}`;

const login = (app: TestApp['app'], payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/player/sessions', payload, remoteAddress });

/** A player whose account had five wrong passwords: the lock-out is over, the captcha is now required. */
async function lockedOutPlayer(app: TestApp['app'], remoteAddress: string) {
  const player = await registerTestPlayer(app);
  for (let i = 0; i < 5; i++) await login(app, { email: player.email, password: `wrong ${i}` }, remoteAddress);
  await app.limiter.reset(loginKeys(`email:${player.email}`, remoteAddress).pair);
  return player;
}

describe('reCAPTCHA when its keys are set', () => {
  it('tells the client reCAPTCHA is active, with the site key and never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/player/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'recaptcha', siteKey: SITE_KEY });
  });

  it('lets the right password in after a lock-out with a token siteverify accepts, sending it the secret and the address', async () => {
    const address = anotherAddress();
    const player = await lockedOutPlayer(t.app, address);
    const res = await login(t.app, { email: player.email, password: player.password, captcha: 'person-v2' }, address);
    expect(res.statusCode).toBe(200);
    expect(Object.fromEntries(received.at(-1)!)).toEqual({
      secret: SECRET_KEY,
      response: 'person-v2',
      remoteip: address,
    });
  });

  it('accepts an enterprise answer made for the frontend_form action with a good score', async () => {
    const address = anotherAddress();
    const player = await lockedOutPlayer(t.app, address);
    const captcha = 'person-enterprise';
    const res = await login(t.app, { email: player.email, password: player.password, captcha }, address);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a token siteverify rejects with the same error as a wrong proof of work', async () => {
    const address = anotherAddress();
    const player = await lockedOutPlayer(t.app, address);
    const res = await login(t.app, { email: player.email, password: player.password, captcha: 'forged' }, address);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ key: 'CAPTCHA_REQUIRED', fields: { captcha: expect.any(Array) } });
  });

  it('refuses an enterprise answer made for another action, or with a bot-like score', async () => {
    const address = anotherAddress();
    const player = await lockedOutPlayer(t.app, address);
    for (const captcha of ['made-for-another-form', 'likely-a-bot']) {
      const res = await login(t.app, { email: player.email, password: player.password, captcha }, address);
      expect(res.json().error.key).toBe('CAPTCHA_REQUIRED');
    }
  });

  it('still needs no captcha on a first login', async () => {
    const player = await registerTestPlayer(t.app);
    const sent = received.length;
    const res = await login(t.app, { email: player.email, password: player.password }, anotherAddress());
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(sent);
  });

  it('refuses the login with 503 CAPTCHA_UNAVAILABLE when siteverify answers with an error', async () => {
    const address = anotherAddress();
    const player = await lockedOutPlayer(t.app, address);
    const captcha = 'vendor-error';
    const res = await login(t.app, { email: player.email, password: player.password, captcha }, address);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ key: 'CAPTCHA_UNAVAILABLE', message: expect.stringMatching(/robot/) });
  });
});

describe('reCAPTCHA when siteverify cannot be reached', () => {
  it('refuses the login (fail closed) with 503 CAPTCHA_UNAVAILABLE, never a 500, and opens no session', async () => {
    // Nobody listens on port 9 (discard): the connection is refused, as when the vendor is down.
    const offline = await createTestApp({
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SECRET_KEY: SECRET_KEY,
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/recaptcha/api/siteverify',
    });
    try {
      const address = anotherAddress();
      const player = await lockedOutPlayer(offline.app, address);
      const captcha = 'person-v2';
      const res = await login(offline.app, { email: player.email, password: player.password, captcha }, address);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.key).toBe('CAPTCHA_UNAVAILABLE');
      const sessions = await offline.database.db
        .selectFrom('player_sessions')
        .select('id')
        .where('player_id', '=', player.id)
        .execute();
      // Only the session registration opened.
      expect(sessions).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });
});
