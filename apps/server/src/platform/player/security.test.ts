import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';

let t: TestApp;
let alice: TestPlayer;
let bob: TestPlayer;
let bobSessionId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerTestPlayer(t.app);
  bob = await registerTestPlayer(t.app);
  bobSessionId = (await t.app.tokens.read(bob.accessToken))!.sessionId;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every route that needs a signed-in player, with a body that would be valid. */
const AUTHENTICATED_ROUTES: { method: Method; path: string; url: () => string; payload?: object }[] = [
  { method: 'GET', path: '/api/player/profile', url: () => '/api/player/profile' },
  { method: 'PUT', path: '/api/player/profile', url: () => '/api/player/profile', payload: { firstName: 'Eve' } },
  { method: 'GET', path: '/api/player/sessions', url: () => '/api/player/sessions' },
  { method: 'PUT', path: '/api/player/sessions/:id/close', url: () => `/api/player/sessions/${bobSessionId}/close` },
  { method: 'POST', path: '/api/player/sessions/close-other', url: () => '/api/player/sessions/close-other' },
  { method: 'POST', path: '/api/player/sessions/logout', url: () => '/api/player/sessions/logout' },
  {
    method: 'PUT',
    path: '/api/player/passwords',
    url: () => '/api/player/passwords',
    payload: { currentPassword: 'x', newPassword: 'new password', repeatNewPassword: 'new password' },
  },
  { method: 'GET', path: '/api/player/social-connections', url: () => '/api/player/social-connections' },
  {
    method: 'POST',
    path: '/api/player/social-connections/telegram',
    url: () => '/api/player/social-connections/telegram',
    payload: { payload: 'query_id=x&hash=y' },
  },
  {
    method: 'POST',
    path: '/api/player/social-connections/:provider',
    url: () => '/api/player/social-connections/dev',
  },
  {
    method: 'POST',
    path: '/api/player/social-connections/unlink',
    url: () => '/api/player/social-connections/unlink',
    payload: { socialType: 'telegram' },
  },
  {
    method: 'PUT',
    path: '/api/tg-bot/users',
    url: () => '/api/tg-bot/users',
    payload: { tg_payload: 'query_id=x&hash=y' },
  },
  { method: 'POST', path: '/api/player/sessions/autologin-link', url: () => '/api/player/sessions/autologin-link' },
  {
    method: 'POST',
    path: '/api/player/avatar/set-avatar',
    url: () => '/api/player/avatar/set-avatar',
    payload: { avatarId: 'crown' },
  },
  { method: 'POST', path: '/api/player/profile/email/verify/send', url: () => '/api/player/profile/email/verify/send' },
  {
    method: 'POST',
    path: '/api/player/profile/confirmations/email/resend',
    url: () => '/api/player/profile/confirmations/email/resend',
  },
  { method: 'GET', path: '/api/segment/segments/player/:id', url: () => `/api/segment/segments/player/${bob.id}` },
  { method: 'GET', path: '/api/notification/messenger/messages', url: () => '/api/notification/messenger/messages' },
  {
    method: 'POST',
    path: '/api/notification/messenger/messages/read',
    url: () => '/api/notification/messenger/messages/read',
    payload: { messageIds: [SOME_ID] },
  },
  {
    method: 'POST',
    path: '/api/notification/messenger/messages/read/all',
    url: () => '/api/notification/messenger/messages/read/all',
  },
  {
    method: 'DELETE',
    path: '/api/notification/messenger/messages',
    url: () => '/api/notification/messenger/messages',
    payload: { messageIds: [SOME_ID] },
  },
  { method: 'GET', path: '/api/notification/pushes', url: () => '/api/notification/pushes' },
  { method: 'GET', path: '/api/wallet/accounts', url: () => '/api/wallet/accounts' },
  { method: 'GET', path: '/api/wallet/accounts/converted', url: () => '/api/wallet/accounts/converted' },
  { method: 'POST', path: '/api/wallet/accounts', url: () => '/api/wallet/accounts', payload: { currency: 'BTC' } },
  {
    method: 'PUT',
    path: '/api/wallet/accounts/:id/switch-account',
    url: () => `/api/wallet/accounts/${SOME_ID}/switch-account`,
  },
  { method: 'PUT', path: '/api/wallet/accounts/:id/hide', url: () => `/api/wallet/accounts/${SOME_ID}/hide` },
  { method: 'GET', path: '/api/payment/methods/deposit', url: () => '/api/payment/methods/deposit' },
  { method: 'GET', path: '/api/payment/methods/withdrawal', url: () => '/api/payment/methods/withdrawal' },
  {
    method: 'POST',
    path: '/api/payment/invoices/deposit',
    url: () => '/api/payment/invoices/deposit',
    payload: { methodId: 'sandbox.deposit.visa', amount: 5000, payer: {} },
  },
  {
    method: 'POST',
    path: '/api/payment/invoices/withdrawal',
    url: () => '/api/payment/invoices/withdrawal',
    payload: { methodId: 'sandbox.withdrawal.cash-agent', amount: 5000, payer: {} },
  },
  { method: 'GET', path: '/api/payment/invoices', url: () => '/api/payment/invoices' },
  { method: 'GET', path: '/api/payment/invoices/statistics', url: () => '/api/payment/invoices/statistics' },
  { method: 'PUT', path: '/api/payment/invoices/:id/decline', url: () => `/api/payment/invoices/${SOME_ID}/decline` },
  { method: 'GET', path: '/api/payment/invoices/:id', url: () => `/api/payment/invoices/${SOME_ID}` },
  {
    method: 'POST',
    path: '/api/notification/pushes/read',
    url: () => '/api/notification/pushes/read',
    payload: { pushIds: [SOME_ID] },
  },
  { method: 'POST', path: '/api/notification/pushes/read/all', url: () => '/api/notification/pushes/read/all' },
  {
    method: 'POST',
    path: '/api/notification/web-push/subscriptions',
    url: () => '/api/notification/web-push/subscriptions',
    payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'k', auth: 'a' } },
  },
  {
    method: 'DELETE',
    path: '/api/notification/web-push/subscriptions',
    url: () => '/api/notification/web-push/subscriptions',
    payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
  },
  { method: 'GET', path: '/api/player/2fa', url: () => '/api/player/2fa' },
  { method: 'POST', path: '/api/player/2fa/confirmation-code', url: () => '/api/player/2fa/confirmation-code' },
  { method: 'POST', path: '/api/player/2fa/setup', url: () => '/api/player/2fa/setup', payload: { password: 'x' } },
  { method: 'POST', path: '/api/player/2fa/enable', url: () => '/api/player/2fa/enable', payload: { code: '123456' } },
  {
    method: 'POST',
    path: '/api/player/2fa/disable',
    url: () => '/api/player/2fa/disable',
    payload: { password: 'x', code: '123456' },
  },
];

describe('every authenticated route', () => {
  for (const route of AUTHENTICATED_ROUTES) {
    it(`${route.method} ${route.path} answers 401 without a token`, async () => {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.key).toBe('UNAUTHORIZED');
    });

    it(`${route.method} ${route.path} answers 401 with a garbage token`, async () => {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(),
        headers: bearer('not.a.token'),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode).toBe(401);
    });
  }
});

describe("another player's ids", () => {
  it("closing another player's session is not found and leaves it open", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/player/sessions/${bobSessionId}/close`,
      headers: bearer(alice.accessToken),
    });
    expect(res.statusCode).toBe(404);
    const bobProfile = await t.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(bob.accessToken),
    });
    expect(bobProfile.statusCode).toBe(200);
  });

  it("reading another player's segments is not found", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/segment/segments/player/${bob.id}`,
      headers: bearer(alice.accessToken),
    });
    expect(res.statusCode).toBe(404);
  });

  it("the profile endpoint only ever shows the caller's own profile", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/player/profile?id=${bob.id}`,
      headers: bearer(alice.accessToken),
    });
    expect(res.json().id).toBe(alice.id);
  });
});

const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 300 }),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
);

const registrationBody = fc.record(
  {
    email: fc.oneof(fc.emailAddress(), anyJson),
    phone: fc.oneof(fc.constantFrom('+4915123456789', '+1', '++', '0000'), anyJson),
    password: fc.oneof(fc.string({ minLength: 0, maxLength: 200 }), anyJson),
    password_confirmation: anyJson,
    currency: fc.oneof(fc.constantFrom('EUR', 'BTC', 'XXX', ''), anyJson),
    nickname: fc.oneof(fc.string({ maxLength: 40 }), anyJson),
    agreements: anyJson,
    country: anyJson,
    selectedRegisterBonusId: anyJson,
  },
  { requiredKeys: [] },
);

async function countPlayers() {
  const row = await t.database.db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('fuzzing', () => {
  it('never answers 500 to a registration body, and never creates an account from invalid input', async () => {
    await fc.assert(
      fc.asyncProperty(
        registrationBody,
        fc.constantFrom('/api/player/register', '/api/player/register/phone'),
        async (body, url) => {
          const before = await countPlayers();
          const res = await t.app.inject({ method: 'POST', url, payload: body });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode !== 201) expect(await countPlayers()).toBe(before);
          else expect(await countPlayers()).toBe(before + 1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never answers 500 to a login body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ email: anyJson, phone: anyJson, password: anyJson, captcha: anyJson }, { requiredKeys: [] }),
        async (body) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/player/sessions',
            payload: body,
            remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.1`,
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.statusCode).not.toBe(200);
        },
      ),
      { numRuns: 60 },
    );
  });
});
