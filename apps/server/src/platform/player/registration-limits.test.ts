import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = randomBytes(3).toString('hex');
let n = 0;
const strong = 'Quiet-lantern-orbit-58';
const address = () => `10.77.${++n % 250}.${(n >> 8) + 1}`;

const register = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/player/register',
    remoteAddress,
    headers,
    payload: {
      email: `signup-${run}-${++n}@example.com`,
      password: strong,
      password_confirmation: strong,
      currency: 'EUR',
      agreements: true,
      ...payload,
    },
  });

describe('sign-ups from one address', () => {
  it('asks for a captcha after three sign-ups in an hour, takes a solved one, and refuses the eleventh with 429', async () => {
    const from = address();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await register({}, from)).statusCode);
    expect(statuses).toEqual([201, 201, 201]);

    const asked = await register({}, from);
    expect(asked.statusCode).toBe(422);
    expect(asked.json().error).toMatchObject({ key: 'CAPTCHA_REQUIRED', fields: { captcha: expect.any(Array) } });

    for (let i = 3; i < 10; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/player/captcha?scenario=registration',
        remoteAddress: from,
      });
      const { challenge } = res.json() as { challenge: Challenge };
      const solution = await solveChallenge({ challenge, deriveKey });
      const captcha = btoa(JSON.stringify({ challenge, solution }));
      const signedUp = await register({ captcha }, from);
      // Ten requests an hour in all, the refused one included: the tenth is the last that may pass.
      if (i < 9) expect(signedUp.statusCode).toBe(201);
    }
    const refused = await register({}, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets another address sign up meanwhile', async () => {
    expect((await register({}, address())).statusCode).toBe(201);
  });
});

describe('weak and common passwords', () => {
  const weak = ['aaaaaaaa', 'password1', '12345678', 'qwertyuiop', 'iloveyou'];

  it.each(weak)('refuses %s at sign-up with a field error', async (password) => {
    const res = await register({ password, password_confirmation: password }, address());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.password).toEqual([
      'This password is too easy to guess: use a longer one, a few unrelated words for example',
    ]);
  });

  it("refuses a password made of the player's own e-mail", async () => {
    const email = `marguerite.villeneuve-${run}@example.com`;
    const password = `marguerite.villeneuve-${run}`;
    const res = await register({ email, password, password_confirmation: password }, address());
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.password).toHaveLength(1);
  });

  it('refuses a weak new password when changing it, and keeps the old one', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: bearer(player.accessToken),
      payload: { currentPassword: player.password, newPassword: 'aaaaaaaa', repeatNewPassword: 'aaaaaaaa' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.newPassword).toHaveLength(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a weak password set with a reset code', async () => {
    const player = await registerTestPlayer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/player/passwords/reset', payload: { email: player.email } });
    const mail = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${player.email}` });
    const code = /\b(\d{6})\b/.exec(mail.json().data[0].body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/passwords/confirm',
      payload: { email: player.email, code, password: 'password1', password_confirmation: 'password1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.password).toHaveLength(1);
  });

  it('takes a long passphrase', async () => {
    const password = 'violet harbour gravel trumpet';
    expect((await register({ password, password_confirmation: password }, address())).statusCode).toBe(201);
  });
});
