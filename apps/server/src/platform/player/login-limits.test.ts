import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openRedis } from '../../redis.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerTestPlayer } from '../../test/players.js';
import { CAPTCHA_WINDOW_MS, loginKeys } from './login.js';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis.js';

/** Every password comparison the login makes, counted where it happens. */
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords.js')>();
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      passwordChecks.count += 1;
      return original.verifyPassword(...args);
    },
  };
});

const hasRedis = await redisReachable();

/** Addresses unique to this run, so counters a shared Redis kept from an earlier run never meet these tests. */
const run = randomBytes(2);
let nextAddress = 0;
const anotherAddress = () => `10.${run[0]}.${run[1]}.${++nextAddress}`;

const login = (t: TestApp, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/player/sessions', payload, remoteAddress });

async function solvedCaptcha(t: TestApp, loginName: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/player/captcha?login=${encodeURIComponent(loginName)}`,
    remoteAddress,
  });
  const { challenge } = res.json() as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  return { level: Number(challenge.parameters.data?.level), answer: btoa(JSON.stringify({ challenge, solution })) };
}

/** An attack seen as `n` failures of the account from addresses all over the world. */
async function failuresOnAccount(t: TestApp, email: string, n: number) {
  const { accountFailures } = loginKeys(`email:${email}`, 'anywhere');
  for (let i = 0; i < n; i++) await t.app.limiter.hit(accountFailures, CAPTCHA_WINDOW_MS);
}

const limiters = [
  { name: 'the in-process limiter', redis: false },
  { name: 'the Redis limiter', redis: true },
];

describe.each(limiters)('login guessing limits with $name', ({ redis }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (redis && !hasRedis) return;
    t = await createTestApp({}, { redis: redis ? await openRedis(TEST_REDIS_URL) : null });
  });
  afterAll(() => t?.close());
  beforeEach(({ skip }) => {
    if (redis && !hasRedis) skip();
  });

  it('checks at most five passwords of 60 parallel wrong logins; the rest answer 429 with Retry-After', async () => {
    const player = await registerTestPlayer(t.app);
    const address = anotherAddress();
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t, { email: player.email, password: `wrong ${i}` }, address)),
    );
    expect(passwordChecks.count).toBeLessThanOrEqual(5);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(passwordChecks.count);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ code: 10029, key: 'RATE_LIMITED' });
  });

  it("a stranger's failures lock only the stranger's address: the owner signs in from theirs", async () => {
    const player = await registerTestPlayer(t.app);
    const owner = anotherAddress();
    expect((await login(t, { email: player.email, password: player.password }, owner)).statusCode).toBe(200);
    const stranger = anotherAddress();
    for (let i = 0; i < 5; i++) await login(t, { email: player.email, password: `guess ${i}` }, stranger);
    expect((await login(t, { email: player.email, password: player.password }, stranger)).statusCode).toBe(429);

    // The account's failures raise the captcha for everyone, but the owner is not locked out.
    expect((await login(t, { email: player.email, password: player.password }, owner)).json().error.key).toBe(
      'CAPTCHA_REQUIRED',
    );
    const { answer } = await solvedCaptcha(t, player.email, owner);
    const res = await login(t, { email: player.email, password: player.password, captcha: answer }, owner);
    expect(res.statusCode).toBe(200);
  });

  it('a solved captcha never lifts a lock-out', async () => {
    const player = await registerTestPlayer(t.app);
    const address = anotherAddress();
    for (let i = 0; i < 5; i++) await login(t, { email: player.email, password: `guess ${i}` }, address);
    const { answer } = await solvedCaptcha(t, player.email, address);
    passwordChecks.count = 0;
    const res = await login(t, { email: player.email, password: player.password, captcha: answer }, address);
    expect(res.statusCode).toBe(429);
    expect(passwordChecks.count).toBe(0);
  });

  it("raises the captcha's proof of work with the account's failures and refuses a cheaper one", async () => {
    const player = await registerTestPlayer(t.app);
    const address = anotherAddress();
    await failuresOnAccount(t, player.email, 5);
    const cheap = await solvedCaptcha(t, player.email, address);
    expect(cheap.level).toBe(1);
    await failuresOnAccount(t, player.email, 10);
    const dear = await solvedCaptcha(t, player.email, address);
    expect(dear.level).toBe(3);

    const refused = await login(t, { email: player.email, password: player.password, captcha: cheap.answer }, address);
    expect(refused.json().error.key).toBe('CAPTCHA_REQUIRED');
    // The owner's own address: no e-mailed code needed, only the dearer captcha.
    await t.database.db
      .updateTable('player_sessions')
      .set({ ip: address })
      .where('player_id', '=', player.id)
      .execute();
    const res = await login(t, { email: player.email, password: player.password, captcha: dear.answer }, address);
    expect(res.statusCode).toBe(200);
  });

  it("refuses a captcha solved for another account's login", async () => {
    const [victim, other] = [await registerTestPlayer(t.app), await registerTestPlayer(t.app)];
    const address = anotherAddress();
    await failuresOnAccount(t, victim.email, 5);
    await failuresOnAccount(t, other.email, 5);
    const { answer } = await solvedCaptcha(t, other.email, address);
    const res = await login(t, { email: victim.email, password: victim.password, captcha: answer }, address);
    expect(res.json().error.key).toBe('CAPTCHA_REQUIRED');
  });

  it('lets the owner in from a new address during an attack through a code e-mailed to them', async () => {
    const player = await registerTestPlayer(t.app);
    const address = anotherAddress();
    await failuresOnAccount(t, player.email, 10);
    const { answer } = await solvedCaptcha(t, player.email, address);
    const asked = await login(t, { email: player.email, password: player.password, captcha: answer }, address);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toMatchObject({ code: 11020, key: 'LOGIN_CODE_REQUIRED' });

    const mailbox = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${player.email}` });
    const code = /\b(\d{6})\b/.exec(mailbox.json().data[0].body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/otp/verify',
      payload: { email: player.email, code },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.id).toBe(player.id);
  });

  it('texts the code to the phone when the owner signs in by phone, though the account has an e-mail too', async () => {
    const player = await registerTestPlayer(t.app);
    const phone = `+4915${String(Date.now()).slice(-9)}`;
    await t.app.db
      .updateTable('players')
      .set({ phone, phone_confirmed_at: new Date() })
      .where('id', '=', player.id)
      .execute();
    const address = anotherAddress();
    const { accountFailures } = loginKeys(`phone:${phone}`, 'anywhere');
    for (let i = 0; i < 10; i++) await t.app.limiter.hit(accountFailures, CAPTCHA_WINDOW_MS);
    const { answer } = await solvedCaptcha(t, phone, address);
    const asked = await login(t, { phone, password: player.password, captcha: answer }, address);
    expect(asked.json().error.key).toBe('LOGIN_CODE_REQUIRED');

    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(phone)}` });
    const code = /\b(\d{6})\b/.exec(outbox.json().data[0].body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/otp/verify',
      payload: { phone, code },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.id).toBe(player.id);
  });

  it('a wrong password during an attack sends no code', async () => {
    const player = await registerTestPlayer(t.app);
    const address = anotherAddress();
    await failuresOnAccount(t, player.email, 10);
    const { answer } = await solvedCaptcha(t, player.email, address);
    const res = await login(t, { email: player.email, password: 'a guess', captcha: answer }, address);
    expect(res.statusCode).toBe(401);
    const mailbox = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${player.email}` });
    expect(mailbox.json().data).toHaveLength(0);
  });
});
