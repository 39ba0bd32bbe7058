import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../redis.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../test/players.js';
import { redisReachable, TEST_REDIS_URL } from '../test/redis.js';

const hasRedis = await redisReachable();

/** Names and addresses unique to this run, so what a shared Redis kept from an earlier run is never met. */
const run = randomBytes(4).toString('hex');
let nextAddress = 0;
const anotherAddress = () => `10.${(nextAddress >> 8) % 250}.${++nextAddress % 250}.${run.charCodeAt(0)}`;
const emailOf = (name: string) => `${name}-${run}@example.com`;
/** A German mobile number of its own for each name. */
const phoneOf = (name: string) =>
  `+4915${(
    createHash('sha256')
      .update(run + name)
      .digest()
      .readUInt32BE() % 100_000_000
  )
    .toString()
    .padStart(8, '0')}`;

interface Endpoint {
  name: string;
  url: string;
  /** The body of the i-th request; `account` names whose budget it spends. */
  body: (account: string, i: number) => object;
  perAddress: number;
  perAccount: number;
  signedIn?: boolean;
}

/** Every credential and code endpoint, with the budgets it promises. */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'login',
    url: '/api/player/sessions',
    body: (account) => ({ email: emailOf(account), password: 'not it' }),
    perAddress: 100,
    perAccount: 30,
  },
  {
    name: 'registration',
    url: '/api/player/register',
    body: (account) => ({ email: emailOf(account) }),
    perAddress: 10,
    perAccount: 5,
  },
  {
    name: 'registration by phone',
    url: '/api/player/register/phone',
    body: (account) => ({ phone: phoneOf(account) }),
    perAddress: 10,
    perAccount: 5,
  },
  {
    name: 'sending a sign-in code by SMS',
    url: '/api/player/otp/send',
    body: (account) => ({ phone: phoneOf(account) }),
    perAddress: 30,
    perAccount: 3,
  },
  {
    name: 'sending a sign-in code by e-mail',
    url: '/api/player/otp/email/send',
    body: (account) => ({ email: emailOf(account) }),
    perAddress: 30,
    perAccount: 3,
  },
  {
    name: 'checking a sign-in code',
    url: '/api/player/otp/verify',
    body: (account) => ({ email: emailOf(account), code: '123456' }),
    perAddress: 60,
    perAccount: 10,
  },
  {
    name: 'sending a password reset code',
    url: '/api/player/passwords/reset',
    body: (account) => ({ email: emailOf(account) }),
    perAddress: 30,
    perAccount: 3,
  },
  {
    name: 'setting a password with a reset code',
    url: '/api/player/passwords/confirm',
    body: (account) => ({ email: emailOf(account), code: '123456', password: 'x', password_confirmation: 'x' }),
    perAddress: 60,
    perAccount: 10,
  },
  {
    name: 'sending an e-mail change code',
    url: '/api/player/profile/email/verify/send',
    body: (account) => ({ email: emailOf(account) }),
    perAddress: 30,
    perAccount: 3,
    signedIn: true,
  },
  {
    name: 'confirming an e-mail change',
    url: '/api/player/profile/email/verify/confirm',
    body: (account) => ({ token: `token-${account}-${run}` }),
    perAddress: 60,
    perAccount: 10,
  },
];

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().error).toMatchObject({ code: 10029, key: 'RATE_LIMITED', message: expect.any(String) });
}

describe('rate limits on every credential and code endpoint', () => {
  let t: TestApp;
  let players: TestPlayer[];
  beforeAll(async () => {
    t = await createTestApp();
    players = [await registerTestPlayer(t.app), await registerTestPlayer(t.app)];
  });
  afterAll(() => t.close());

  const send = (endpoint: Endpoint, body: object, remoteAddress: string, player = players[0]!) =>
    t.app.inject({
      method: 'POST',
      url: endpoint.url,
      payload: body,
      remoteAddress,
      headers: endpoint.signedIn ? bearer(player.accessToken) : {},
    });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${endpoint.perAddress} a window per address, then 429 with Retry-After`, async () => {
      const address = anotherAddress();
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i <= endpoint.perAddress; i++) {
        // A new account each time, and for signed-in routes a new player now and then: only the address is shared.
        const player = players[Math.floor(i / 3) % 2]!;
        answers.push(await send(endpoint, endpoint.body(`address-${endpoint.name}-${i}`, i), address, player));
      }
      const refused = answers.findIndex((a) => a.statusCode === 429);
      expect(refused).toBeGreaterThan(0);
      expect(refused).toBeLessThanOrEqual(endpoint.perAddress);
      expectRateLimited(answers[refused]!);
      expectRateLimited(await send(endpoint, endpoint.body('someone else entirely', 0), address));
    });

    it(`${endpoint.name}: ${endpoint.perAccount} a window per account from any address, then 429`, async () => {
      const account = `account-${endpoint.name}`;
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i <= endpoint.perAccount; i++) {
        answers.push(await send(endpoint, endpoint.body(account, 7), anotherAddress()));
      }
      expect(answers.slice(0, endpoint.perAccount).every((a) => a.statusCode !== 429)).toBe(true);
      expectRateLimited(answers.at(-1)!);
    });
  }

  it('creating invoices: sixty a minute per player, then 429 with Retry-After', async () => {
    const player = await registerTestPlayer(t.app);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i <= 60; i++) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/invoices/deposit',
          payload: { methodId: 'no-such-method', amount: 5000, payer: {} },
          remoteAddress: anotherAddress(),
          headers: bearer(player.accessToken),
        }),
      );
    }
    expect(answers.slice(0, 60).every((a) => a.statusCode !== 429)).toBe(true);
    expectRateLimited(answers.at(-1)!);
  });
});

describe.skipIf(!hasRedis)('rate limits shared by two app processes on one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({}, { redis: await openRedis(TEST_REDIS_URL) });
    second = await createTestApp({}, { redis: await openRedis(TEST_REDIS_URL), database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts requests to either process against one budget', async () => {
    const email = emailOf('two-processes');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const app = (i % 2 === 0 ? first : second).app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/player/passwords/reset',
        payload: { email },
        remoteAddress: anotherAddress(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('locks an account and address pair across both processes', async () => {
    const player = await registerTestPlayer(first.app);
    const address = anotherAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/api/player/sessions',
          payload: { email: player.email, password: `wrong ${i}` },
          remoteAddress: address,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
  });
});
