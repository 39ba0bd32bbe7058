import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestOperator, totpCode, type TestOperator } from '../../test/operators.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { MAX_SIGN_IN_ATTEMPTS } from './operators.js';

let t: TestApp;
let admin: TestOperator;
let player: TestPlayer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestOperator(t.app, 'admin');
  player = await registerTestPlayer(t.app);
});
afterAll(() => t.close());

const signIn = (operator: Pick<TestOperator, 'email' | 'password'>, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email: operator.email, password: operator.password, code },
  });

describe('operator sign-in', () => {
  it('signs in with e-mail, password and the authenticator code, and signs out for good', async () => {
    const operator = await createTestOperator(t.app, 'support');
    const res = await signIn(operator, await totpCode(operator.totpSecret));
    expect(res.statusCode).toBe(201);
    const { token, operator: me } = res.json();
    expect(me).toEqual({ id: operator.id, email: operator.email, role: 'support' });

    const who = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });
    expect(who.json().operator.id).toBe(operator.id);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: bearer(token) })).statusCode,
    ).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password, a wrong code and a missing code alike', async () => {
    const operator = await createTestOperator(t.app, 'support');
    const code = await totpCode(operator.totpSecret);
    const wrongPassword = await signIn({ ...operator, password: 'not the password' }, code);
    const wrongCode = await signIn(operator, code === '000000' ? '111111' : '000000');
    const noCode = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: operator.email, password: operator.password },
    });
    expect(wrongPassword.json().error.key).toBe('OPERATOR_SIGN_IN_FAILED');
    expect(wrongCode.json().error.key).toBe('OPERATOR_SIGN_IN_FAILED');
    expect(noCode.statusCode).toBe(422);
  });

  it('refuses an authenticator code used once already', async () => {
    const operator = await createTestOperator(t.app, 'support');
    const code = await totpCode(operator.totpSecret);
    expect((await signIn(operator, code)).statusCode).toBe(201);
    const replay = await signIn(operator, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.key).toBe('OPERATOR_SIGN_IN_FAILED');
  });

  it(`lets no more than ${MAX_SIGN_IN_ATTEMPTS} of 20 parallel guesses be checked, then locks even the right password out`, async () => {
    const operator = await createTestOperator(t.app, 'payments');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn({ ...operator, password: `guess ${i}` }, '123456')),
    );
    const keys = answers.map((a) => a.json().error.key);
    expect(keys.filter((k) => k === 'OPERATOR_SIGN_IN_FAILED')).toHaveLength(MAX_SIGN_IN_ATTEMPTS);
    expect(keys.filter((k) => k === 'OPERATOR_LOCKED')).toHaveLength(20 - MAX_SIGN_IN_ATTEMPTS);
    const rightful = await signIn(operator, await totpCode(operator.totpSecret));
    expect(rightful.statusCode).toBe(429);
    expect(rightful.json().error.key).toBe('OPERATOR_LOCKED');
  });

  it('refuses a disabled operator and their API key', async () => {
    const operator = await createTestOperator(t.app, 'support');
    await t.app.db.updateTable('operators').set({ status: 'disabled' }).where('id', '=', operator.id).execute();
    expect((await signIn(operator, await totpCode(operator.totpSecret))).statusCode).toBe(401);
    const viaKey = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: operator.headers });
    expect(viaKey.statusCode).toBe(401);
  });
});

describe('operator accounts and API keys', () => {
  it('lets an admin create an operator who can then sign in with the TOTP secret shown once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: admin.headers,
      payload: { email: 'New.Risk@Example.com', password: 'a long operator password', role: 'risk' },
    });
    expect(res.statusCode).toBe(201);
    const { operator, totpSecret, otpauthUri } = res.json();
    expect(operator).toMatchObject({ email: 'new.risk@example.com', role: 'risk' });
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const stored = await t.app.db
      .selectFrom('operators')
      .select(['password_hash', 'totp_secret'])
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.totp_secret).not.toContain(totpSecret);

    const login = await signIn(
      { email: 'new.risk@example.com', password: 'a long operator password' },
      await totpCode(totpSecret),
    );
    expect(login.statusCode).toBe(201);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: admin.headers,
      payload: { email: 'new.risk@example.com', password: 'a long operator password', role: 'risk' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('OPERATOR_EXISTS');
  });

  it('makes API keys only from a signed-in session, stores only their hash, and the key acts as its operator', async () => {
    const operator = await createTestOperator(t.app, 'payments');
    const fromKey = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: operator.headers,
      payload: { name: 'script' },
    });
    expect(fromKey.statusCode).toBe(403);
    expect(fromKey.json().error.key).toBe('OPERATOR_SESSION_REQUIRED');

    const { token } = (await signIn(operator, await totpCode(operator.totpSecret))).json();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: bearer(token),
      payload: { name: 'nightly report' },
    });
    expect(made.statusCode).toBe(201);
    const { key } = made.json();
    const hashes = await t.app.db.selectFrom('operator_api_keys').select('key_hash').execute();
    expect(hashes.some((h) => h.key_hash.includes(key) || key.includes(h.key_hash))).toBe(false);
    const who = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(key) });
    expect(who.json().operator).toMatchObject({ id: operator.id, role: 'payments' });
  });
});

describe('operator roles', () => {
  const adjust = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers,
      payload: { player: player.id, currency: 'EUR', amount: 100, reason: 'role check' },
    });
  const message = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/notification/messages',
      headers,
      payload: { player: player.id, title: 'Role check' },
    });
  const invoices = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/admin/payment/invoices', headers });
  const createOperator = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers,
      payload: { email: `x${Date.now()}@example.com`, password: 'a long operator password', role: 'admin' },
    });

  it('lets support message players but not move money or see invoices', async () => {
    const { headers } = await createTestOperator(t.app, 'support');
    expect((await message(headers)).statusCode).toBe(201);
    const refused = await adjust(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('OPERATOR_ROLE_FORBIDDEN');
    expect((await invoices(headers)).statusCode).toBe(403);
  });

  it('lets payments adjust balances and list invoices but not message players or create operators', async () => {
    const { headers } = await createTestOperator(t.app, 'payments');
    expect((await adjust(headers)).statusCode).toBe(200);
    expect((await invoices(headers)).statusCode).toBe(200);
    expect((await message(headers)).statusCode).toBe(403);
    expect((await createOperator(headers)).statusCode).toBe(403);
  });

  it('lets risk read invoices but not decide them or adjust balances', async () => {
    const { headers } = await createTestOperator(t.app, 'risk');
    expect((await invoices(headers)).statusCode).toBe(200);
    expect((await adjust(headers)).statusCode).toBe(403);
    const decide = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payment/invoices/00000000-0000-4000-8000-000000000000/approve',
      headers,
    });
    expect(decide.statusCode).toBe(403);
  });

  it('refuses every operator route but sign-in to the anonymous caller and to a player', async () => {
    const paths = (t.app.operatorSwagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(8);
    for (const { method, path } of routes) {
      if (method === 'POST' && path === '/api/admin/session') continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const headers of [{}, bearer(player.accessToken)]) {
        const res = await t.app.inject({ method: method as 'GET', url, headers, payload: {} });
        expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 401 });
      }
    }
  });
});

describe('the bootstrap operator of a demo or test site', () => {
  it('is an admin reachable with the preset API key, made once however often the site starts', async () => {
    const key = `opk_${'b'.repeat(40)}`;
    const env = { OPERATOR_BOOTSTRAP_EMAIL: 'ops@example.com', OPERATOR_BOOTSTRAP_API_KEY: key };
    const first = await createTestApp(env);
    try {
      const again = await createTestApp(env, { database: first.database });
      await again.close();
      const who = await first.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(key) });
      expect(who.json().operator).toMatchObject({ email: 'ops@example.com', role: 'admin' });
      const keys = await first.app.db.selectFrom('operator_api_keys').select('id').execute();
      expect(keys).toHaveLength(1);
    } finally {
      await first.close();
    }
  });
});
