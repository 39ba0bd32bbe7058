import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { installTestProvider, sendWebhook, webhookFor } from '../payment/test-provider.js';
import { signInitData } from './telegram.js';
import { TWO_FACTOR_ATTEMPTS, TWO_FACTOR_WINDOW_MS } from './two-factor.js';

const BOT_TOKEN = '123456:TEST-telegram-bot-token-abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
  installTestProvider(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: the database and HTTP injection keep their real timers. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}
/** Moves to the next 30-second step, so the app shows a code that has not been used yet. */
function nextStep() {
  vi.setSystemTime(Date.now() + 30_000);
}

const codeAt = (secret: string, epochMs = Date.now()) => generate({ secret, epoch: Math.floor(epochMs / 1000) });

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

const login = (player: TestPlayer) =>
  call('POST', '/api/player/sessions', null, { email: player.email, password: player.password });

async function challengeFor(player: TestPlayer): Promise<string> {
  const res = await login(player);
  expect(res.statusCode).toBe(401);
  expect(res.json().error.key).toBe('TWO_FACTOR_REQUIRED');
  return res.json().error.details.challengeToken;
}

async function sessionCount(playerId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('player_sessions')
    .select('id')
    .where('player_id', '=', playerId)
    .execute();
  return rows.length;
}

interface Enrolled {
  player: TestPlayer;
  secret: string;
  recoveryCodes: string[];
}

/** A player with 2FA on; the clock must be frozen so the test can step past the code used to enable it. */
async function enrolledPlayer(player?: TestPlayer): Promise<Enrolled> {
  const who = player ?? (await registerTestPlayer(t.app));
  const setup = await call('POST', '/api/player/2fa/setup', who.accessToken, { password: who.password });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await call('POST', '/api/player/2fa/enable', who.accessToken, { code: await codeAt(secret) });
  expect(enable.statusCode).toBe(200);
  nextStep();
  return { player: who, secret, recoveryCodes: enable.json().recoveryCodes };
}

describe('2FA setup and enable', () => {
  it('setup needs the current password: missing or wrong is refused, right gives the secret and its otpauth URI', async () => {
    const player = await registerTestPlayer(t.app);
    const missing = await call('POST', '/api/player/2fa/setup', player.accessToken, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.password).toBeDefined();
    const wrong = await call('POST', '/api/player/2fa/setup', player.accessToken, { password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.key).toBe('CURRENT_PASSWORD_WRONG');

    const res = await call('POST', '/api/player/2fa/setup', player.accessToken, { password: player.password });
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUri } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe(t.config.PROJECT_NAME);
    expect(decodeURIComponent(uri.pathname)).toContain(player.email);
    // Set up but not confirmed: nothing is asked at login yet.
    expect((await login(player)).statusCode).toBe(200);
  });

  it('keeps the TOTP secret sealed, never in plain text', async () => {
    const player = await registerTestPlayer(t.app);
    const { secret } = (
      await call('POST', '/api/player/2fa/setup', player.accessToken, { password: player.password })
    ).json();
    const row = await t.database.db
      .selectFrom('player_two_factor')
      .selectAll()
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(t.app.secretBox.open(row.secret_sealed!, 'player-totp')).toBe(secret);
  });

  it('enable refuses a wrong code and stays off; a right code turns 2FA on with ten recovery codes kept only hashed', async () => {
    freezeClock();
    const player = await registerTestPlayer(t.app);
    const { secret } = (
      await call('POST', '/api/player/2fa/setup', player.accessToken, { password: player.password })
    ).json();
    const wrongCode = (await codeAt(secret)) === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/api/player/2fa/enable', player.accessToken, { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.key).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await call('GET', '/api/player/2fa', player.accessToken)).json().enabled).toBe(false);

    const res = await call('POST', '/api/player/2fa/enable', player.accessToken, { code: await codeAt(secret) });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await call('GET', '/api/player/2fa', player.accessToken).then((r) => r.json())).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const stored = await t.database.db
      .selectFrom('player_recovery_codes')
      .select('code_hash')
      .where('player_id', '=', player.id)
      .execute();
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
  });

  it('enable without a setup is refused, and a second setup while on is refused without touching the secret', async () => {
    freezeClock();
    const fresh = await registerTestPlayer(t.app);
    const noSetup = await call('POST', '/api/player/2fa/enable', fresh.accessToken, { code: '123456' });
    expect(noSetup.statusCode).toBe(409);
    expect(noSetup.json().error.key).toBe('TWO_FACTOR_SETUP_MISSING');

    const { player, secret } = await enrolledPlayer();
    const again = await call('POST', '/api/player/2fa/setup', player.accessToken, { password: player.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('TWO_FACTOR_ALREADY_ENABLED');
    const challengeToken = await challengeFor(player);
    const done = await call('POST', '/api/player/sessions/2fa', null, { challengeToken, code: await codeAt(secret) });
    expect(done.statusCode).toBe(200);
  });

  it('a password-less player confirms setup with a code sent to their confirmed e-mail', async () => {
    const tg = await call('POST', '/api/player/tg_login', null, {
      tg_payload: signInitData(
        { auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ id: 9_100_001 }) },
        BOT_TOKEN,
      ),
    });
    const { accessToken, profile } = tg.json();
    const unavailable = await call('POST', '/api/player/2fa/confirmation-code', accessToken);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error.key).toBe('TWO_FACTOR_CONFIRMATION_UNAVAILABLE');

    const email = `tg-${randomUUID()}@example.com`;
    await t.database.db
      .updateTable('players')
      .set({ email, email_confirmed_at: new Date() })
      .where('id', '=', profile.id)
      .execute();
    const missing = await call('POST', '/api/player/2fa/setup', accessToken, {});
    expect(missing.json().error.fields.confirmationCode).toBeDefined();
    expect((await call('POST', '/api/player/2fa/confirmation-code', accessToken)).json()).toEqual({
      channel: 'email',
    });
    const mail = await t.database.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const sent = /is (\d{6})/.exec(mail.body)![1]!;
    const wrong = await call('POST', '/api/player/2fa/setup', accessToken, {
      confirmationCode: sent === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error.key).toBe('CODE_INVALID');
    const res = await call('POST', '/api/player/2fa/setup', accessToken, { confirmationCode: sent });
    expect(res.statusCode).toBe(200);
    expect(res.json().secret).toMatch(/^[A-Z2-7]+$/);
  });
});

describe('2FA at login', () => {
  it('login with 2FA on needs the code: the password alone opens no session, the challenge and code do', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const before = await sessionCount(player.id);
    const res = await login(player);
    expect(res.statusCode).toBe(401);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 11055, key: 'TWO_FACTOR_REQUIRED' });
    expect(error.details.challengeToken).toEqual(expect.any(String));
    expect(new Date(error.details.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(res.json().accessToken).toBeUndefined();
    expect(await sessionCount(player.id)).toBe(before);

    const done = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: error.details.challengeToken,
      code: await codeAt(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().profile.id).toBe(player.id);
    expect((await call('GET', '/api/player/profile', done.json().accessToken)).statusCode).toBe(200);
    expect(await sessionCount(player.id)).toBe(before + 1);
  });

  it('a wrong code is refused and opens no session', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const challengeToken = await challengeFor(player);
    const right = await codeAt(secret);
    const before = await sessionCount(player.id);
    const res = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken,
      code: right === '123456' ? '654321' : '123456',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ key: 'TWO_FACTOR_CODE_INVALID', fields: { code: [expect.any(String)] } });
    const none = await call('POST', '/api/player/sessions/2fa', null, { challengeToken });
    expect(none.json().error.key).toBe('TWO_FACTOR_CODE_REQUIRED');
    expect(await sessionCount(player.id)).toBe(before);
  });

  it('a code that was used once is refused, within its window too, and so is an older one', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const code = await codeAt(secret);
    const first = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: await challengeFor(player),
      code,
    });
    expect(first.statusCode).toBe(200);
    const replay = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: await challengeFor(player),
      code,
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.key).toBe('TWO_FACTOR_CODE_INVALID');
    const older = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: await challengeFor(player),
      code: await codeAt(secret, Date.now() - 30_000),
    });
    expect(older.statusCode).toBe(422);
  });

  it('two completions with one code at once: only one session opens', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const code = await codeAt(secret);
    const before = await sessionCount(player.id);
    const tokens = [await challengeFor(player), await challengeFor(player)];
    const results = await Promise.all(
      tokens.map((challengeToken) => call('POST', '/api/player/sessions/2fa', null, { challengeToken, code })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await sessionCount(player.id)).toBe(before + 1);
  });

  it('a recovery code works once, typed in any case and without its dash', async () => {
    freezeClock();
    const { player, recoveryCodes } = await enrolledPlayer();
    const code = recoveryCodes[3]!;
    const res = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: await challengeFor(player),
      recoveryCode: code.toUpperCase().replace('-', ' '),
    });
    expect(res.statusCode).toBe(200);
    const again = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: await challengeFor(player),
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.recoveryCode).toBeDefined();
    expect((await call('GET', '/api/player/2fa', player.accessToken)).json().recoveryCodesLeft).toBe(9);
  });

  it('a challenge finishes one sign-in only, and expires after five minutes', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const challengeToken = await challengeFor(player);
    expect(
      (await call('POST', '/api/player/sessions/2fa', null, { challengeToken, code: await codeAt(secret) })).statusCode,
    ).toBe(200);
    nextStep();
    const reused = await call('POST', '/api/player/sessions/2fa', null, { challengeToken, code: await codeAt(secret) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.key).toBe('TWO_FACTOR_CHALLENGE_INVALID');

    const stale = await challengeFor(player);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const expired = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: stale,
      code: await codeAt(secret),
    });
    expect(expired.json().error.key).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    const forged = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: 'x'.repeat(43),
      code: '123456',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('after too many wrong codes even the right one is refused until the window ends', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const challengeToken = await challengeFor(player);
    const right = await codeAt(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < TWO_FACTOR_ATTEMPTS; i++) {
      const res = await call('POST', '/api/player/sessions/2fa', null, { challengeToken, code: wrong });
      expect(res.json().error.key).toBe('TWO_FACTOR_CODE_INVALID');
    }
    const locked = await call('POST', '/api/player/sessions/2fa', null, { challengeToken, code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 11058, key: 'TWO_FACTOR_LOCKED' });
    expect(locked.json().error.details.retryAfterSeconds).toBeGreaterThan(0);

    vi.setSystemTime(Date.now() + TWO_FACTOR_WINDOW_MS);
    const later = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: await challengeFor(player),
      code: await codeAt(secret),
    });
    expect(later.statusCode).toBe(200);
  });

  it('50 parallel guesses stay within the limit: at most five are compared, the rest refused before', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const challengeToken = await challengeFor(player);
    const right = await codeAt(secret);
    const guesses = Array.from({ length: 50 }, (_, i) => String(100_000 + i)).filter((g) => g !== right);
    const results = await Promise.all(
      guesses.map((code) => call('POST', '/api/player/sessions/2fa', null, { challengeToken, code })),
    );
    const keys = results.map((r) => r.json().error.key as string);
    expect(keys.filter((k) => k === 'TWO_FACTOR_CODE_INVALID')).toHaveLength(TWO_FACTOR_ATTEMPTS);
    expect(keys.filter((k) => k === 'TWO_FACTOR_LOCKED')).toHaveLength(guesses.length - TWO_FACTOR_ATTEMPTS);
    const row = await t.database.db
      .selectFrom('player_two_factor')
      .select('attempts')
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(guesses.length);
  });

  it('a Telegram sign-in asks for the code too, and the session it opens is a Telegram one', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const fields = () => ({
      auth_date: String(Math.floor(Date.now() / 1000)),
      user: JSON.stringify({ id: 9_200_002 }),
    });
    const link = await call('POST', '/api/player/social-connections/telegram', player.accessToken, {
      payload: signInitData(fields(), BOT_TOKEN),
    });
    expect(link.statusCode).toBe(200);
    const res = await call('POST', '/api/player/tg_login', null, { tg_payload: signInitData(fields(), BOT_TOKEN) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.key).toBe('TWO_FACTOR_REQUIRED');
    const done = await call('POST', '/api/player/sessions/2fa', null, {
      challengeToken: res.json().error.details.challengeToken,
      code: await codeAt(secret),
    });
    expect(done.statusCode).toBe(200);
    const session = await t.database.db
      .selectFrom('player_sessions')
      .select(['platform', 'login_method'])
      .where('player_id', '=', player.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ platform: 'tg', login_method: 'telegram' });
  });

  it('a sign-in with an e-mailed one-time code asks for the code too', async () => {
    freezeClock();
    const { player } = await enrolledPlayer();
    expect((await call('POST', '/api/player/otp/email/send', null, { email: player.email })).statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', player.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const code = /code is (\d{6})/.exec(mail.body)![1]!;
    const res = await call('POST', '/api/player/otp/verify', null, { email: player.email, code });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.key).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('2FA disable', () => {
  it('needs the password and a current code: either alone is refused and 2FA stays on', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer();
    const noCode = await call('POST', '/api/player/2fa/disable', player.accessToken, { password: player.password });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().error.key).toBe('TWO_FACTOR_CODE_REQUIRED');
    const noPassword = await call('POST', '/api/player/2fa/disable', player.accessToken, {
      code: await codeAt(secret),
    });
    expect(noPassword.json().error.fields.password).toBeDefined();
    const wrongPassword = await call('POST', '/api/player/2fa/disable', player.accessToken, {
      password: 'not my password',
      code: await codeAt(secret),
    });
    expect(wrongPassword.json().error.key).toBe('CURRENT_PASSWORD_WRONG');
    expect((await call('GET', '/api/player/2fa', player.accessToken)).json().enabled).toBe(true);

    const res = await call('POST', '/api/player/2fa/disable', player.accessToken, {
      password: player.password,
      code: await codeAt(secret),
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/player/2fa', player.accessToken)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    expect((await login(player)).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('player_two_factor')
      .select('secret_sealed')
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toBeNull();
  });

  it('accepts a recovery code instead of the app code', async () => {
    freezeClock();
    const { player, recoveryCodes } = await enrolledPlayer();
    const res = await call('POST', '/api/player/2fa/disable', player.accessToken, {
      password: player.password,
      recoveryCode: recoveryCodes[0],
    });
    expect(res.statusCode).toBe(200);
    const off = await call('POST', '/api/player/2fa/disable', player.accessToken, {
      password: player.password,
      recoveryCode: recoveryCodes[1],
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.key).toBe('TWO_FACTOR_NOT_ENABLED');
  });
});

describe('2FA before withdrawals', () => {
  const cashOut = {
    methodId: 'sandbox.withdrawal.cash-agent',
    payer: { playerName: 'Ada', phone: '+4915112345678', city: 'Berlin' },
    amount: 4_000,
  };

  async function fund(player: TestPlayer) {
    const invoice = (
      await call('POST', '/api/payment/invoices/deposit', player.accessToken, {
        methodId: 'sandbox.deposit.visa',
        payer: { firstName: 'Ada', lastName: 'Lovelace' },
        amount: 10_000,
      })
    ).json();
    expect((await sendWebhook(t.app, webhookFor(invoice, 'succeeded'))).statusCode).toBe(200);
  }

  const withdrawals = async (player: TestPlayer) =>
    (await call('GET', '/api/payment/invoices?type=withdrawal', player.accessToken)).json().meta.totalRows;

  it('a withdrawal without a code is refused with 2FA on, moves nothing, and goes through with a fresh code', async () => {
    freezeClock();
    const { player, secret } = await enrolledPlayer(await registerTestPlayer(t.app, { currency: 'EUR' }));
    await fund(player);
    const missing = await call('POST', '/api/payment/invoices/withdrawal', player.accessToken, cashOut);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({
      code: 11056,
      key: 'TWO_FACTOR_CODE_REQUIRED',
      fields: { twoFactorCode: [expect.any(String)] },
    });
    const right = await codeAt(secret);
    const wrong = await call('POST', '/api/payment/invoices/withdrawal', player.accessToken, {
      ...cashOut,
      twoFactorCode: right === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error).toMatchObject({
      key: 'TWO_FACTOR_CODE_INVALID',
      fields: { twoFactorCode: expect.any(Array) },
    });
    expect(await withdrawals(player)).toBe(0);

    const ok = await call('POST', '/api/payment/invoices/withdrawal', player.accessToken, {
      ...cashOut,
      twoFactorCode: right,
    });
    expect(ok.statusCode).toBe(201);
    const replay = await call('POST', '/api/payment/invoices/withdrawal', player.accessToken, {
      ...cashOut,
      twoFactorCode: right,
    });
    expect(replay.json().error.key).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await withdrawals(player)).toBe(1);
  });

  it('a recovery code does not pay out', async () => {
    freezeClock();
    const { player, recoveryCodes } = await enrolledPlayer(await registerTestPlayer(t.app, { currency: 'EUR' }));
    await fund(player);
    const res = await call('POST', '/api/payment/invoices/withdrawal', player.accessToken, {
      ...cashOut,
      twoFactorCode: recoveryCodes[0]!.replace('-', ''),
    });
    expect(res.json().error.key).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await withdrawals(player)).toBe(0);
  });

  it('a player without 2FA withdraws without a code', async () => {
    const player = await registerTestPlayer(t.app, { currency: 'EUR' });
    await fund(player);
    expect((await call('POST', '/api/payment/invoices/withdrawal', player.accessToken, cashOut)).statusCode).toBe(201);
  });
});
