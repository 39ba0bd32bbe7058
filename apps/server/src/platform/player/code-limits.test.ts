import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { MAX_CODE_ATTEMPTS } from './codes.js';

/** Every constant-time comparison of a code hash, counted where it happens. */
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return {
    ...original,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      comparisons.count += 1;
      return original.timingSafeEqual(a, b);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });

async function lastMessage(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return (res.json().data[0] as { body: string }).body;
}

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;
const tokenIn = (body: string, key: string) => new RegExp(`${key}=([A-Za-z0-9_-]+)`).exec(body)![1]!;
/** Fifty six-digit guesses, none of them `right`. */
const wrongGuesses = (right: string) =>
  Array.from({ length: 51 }, (_, i) => String(100_000 + i * 17))
    .filter((g) => g !== right)
    .slice(0, 50);

async function codeRow(target: string) {
  return t.database.db
    .selectFrom('player_codes')
    .selectAll()
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

describe('one-time code guessing under concurrency', () => {
  it('compares at most five of 50 parallel guesses at a sign-in code', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/otp/email/send', { email: player.email });
    const right = codeIn(await lastMessage(player.email));
    comparisons.count = 0;
    const answers = await Promise.all(
      wrongGuesses(right).map((code) => post('/api/player/otp/verify', { email: player.email, code })),
    );
    // The route's budget answers most of them before the database does; those that reach it get five tries in all.
    expect(answers.every((a) => a.statusCode === 422 || a.statusCode === 429)).toBe(true);
    expect(comparisons.count).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    expect((await codeRow(player.email)).attempts).toBe(MAX_CODE_ATTEMPTS);
  });

  it('compares at most five of 50 parallel guesses at a password reset code', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/passwords/reset', { email: player.email });
    const right = codeIn(await lastMessage(player.email));
    comparisons.count = 0;
    const password = 'Quiet-lantern-orbit-58';
    await Promise.all(
      wrongGuesses(right).map((code) =>
        post('/api/player/passwords/confirm', { email: player.email, code, password, password_confirmation: password }),
      ),
    );
    expect(comparisons.count).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    expect((await codeRow(player.email)).attempts).toBe(MAX_CODE_ATTEMPTS);
  });

  it('compares at most five of 50 parallel guesses at an e-mail confirmation code', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/profile/email/verify/send', undefined, bearer(player.accessToken));
    const right = codeIn(await lastMessage(player.email));
    comparisons.count = 0;
    await Promise.all(
      wrongGuesses(right).map((code) =>
        post('/api/player/profile/email/verify/confirm', { code }, bearer(player.accessToken)),
      ),
    );
    expect(comparisons.count).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    expect((await codeRow(player.email)).attempts).toBe(MAX_CODE_ATTEMPTS);
  });
});

describe('one-time codes without the route budgets', () => {
  it('counts 50 parallel guesses at one code in the database and compares at most five', async () => {
    const player = await registerTestPlayer(t.app);
    const issued = await t.app.codes.issue('otp-login', player.email, player.id);
    comparisons.count = 0;
    const spent = await Promise.all(
      wrongGuesses(issued.code).map((code) => t.app.codes.spendCode('otp-login', { target: player.email }, code)),
    );
    expect(spent.every((s) => s === null)).toBe(true);
    expect(comparisons.count).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    expect((await codeRow(player.email)).attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(await t.app.codes.spendCode('otp-login', { target: player.email }, issued.code)).toBeNull();
  });
});

describe('codes and reset tokens at rest', () => {
  it('keeps neither the code nor the link token, nor their plain SHA-256, in the database', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/passwords/reset', { email: player.email });
    const mail = await lastMessage(player.email);
    const code = codeIn(mail);
    const token = tokenIn(mail, 'reset-pass');
    const stored = JSON.stringify(await codeRow(player.email));
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    for (const secret of [code, token, sha256(code)]) expect(stored).not.toContain(secret);
    // The stored forms still work: the link token resets the password.
    const password = 'Quiet-lantern-orbit-58';
    const res = await post('/api/player/passwords/confirm', { token, password, password_confirmation: password });
    expect(res.statusCode).toBe(200);
  });
});
