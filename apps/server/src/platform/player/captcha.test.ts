import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerTestPlayer } from '../../test/players.js';
import { loginKeys } from './login.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/player/sessions', payload });

async function solvedCaptcha(email: string): Promise<string> {
  const url = `/api/player/captcha?login=${encodeURIComponent(email)}`;
  const { challenge } = (await t.app.inject({ method: 'GET', url })).json() as {
    challenge: Challenge;
  };
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Five wrong passwords, then the minute's lock-out runs out. */
async function lockOutAndWait(email: string) {
  for (let i = 0; i < 5; i++) await login({ email, password: `wrong ${i}` });
  await t.app.limiter.reset(loginKeys(`email:${email}`, '127.0.0.1').pair);
}

describe('captcha after repeated failures', () => {
  it('is the proof-of-work kind when no reCAPTCHA keys are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/player/captcha' });
    expect(res.json()).toMatchObject({ kind: 'altcha', challenge: { signature: expect.any(String) } });
  });

  it('is not asked for on a first login', async () => {
    const player = await registerTestPlayer(t.app);
    expect((await login({ email: player.email, password: player.password })).statusCode).toBe(200);
  });

  it('is required once the account was locked out, even with the right password', async () => {
    const player = await registerTestPlayer(t.app);
    await lockOutAndWait(player.email);
    const res = await login({ email: player.email, password: player.password });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ key: 'CAPTCHA_REQUIRED', fields: { captcha: expect.any(Array) } });
  });

  it('lets the right password in with a solved challenge', async () => {
    const player = await registerTestPlayer(t.app);
    await lockOutAndWait(player.email);
    const res = await login({
      email: player.email,
      password: player.password,
      captcha: await solvedCaptcha(player.email),
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a solved challenge only once', async () => {
    const player = await registerTestPlayer(t.app);
    await lockOutAndWait(player.email);
    const captcha = await solvedCaptcha(player.email);
    expect((await login({ email: player.email, password: 'still wrong', captcha })).statusCode).toBe(401);
    expect((await login({ email: player.email, password: player.password, captcha })).statusCode).toBe(422);
  });

  it('refuses a forged solution', async () => {
    const player = await registerTestPlayer(t.app);
    await lockOutAndWait(player.email);
    const forged = Buffer.from(
      JSON.stringify({
        challenge: {
          parameters: { algorithm: 'SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: '00' },
          signature: 'ab',
        },
        solution: { counter: 1, derivedKey: '00' },
      }),
    ).toString('base64');
    const res = await login({ email: player.email, password: player.password, captcha: forged });
    expect(res.statusCode).toBe(422);
  });
});
