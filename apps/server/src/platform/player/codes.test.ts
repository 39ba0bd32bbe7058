import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { MAX_CODE_ATTEMPTS } from './codes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });

async function lastMessage(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return res.json().data[0] as { subject: string | null; body: string } | undefined;
}

const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;
const tokenIn = (body: string, key: string) => new RegExp(`${key}=([A-Za-z0-9_-]+)`).exec(body)![1]!;

async function profile(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(token) })).json();
}

describe('e-mail confirmation', () => {
  it('sends a code that confirms the e-mail', async () => {
    const player = await registerTestPlayer(t.app);
    expect(
      (await post('/api/player/profile/email/verify/send', undefined, bearer(player.accessToken))).statusCode,
    ).toBe(200);
    const mail = await lastMessage(player.email);
    const res = await post(
      '/api/player/profile/email/verify/confirm',
      { code: codeIn(mail!.body) },
      bearer(player.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect((await profile(player.accessToken)).isEmailConfirmed).toBe(true);
  });

  it('confirms through the link token without being signed in', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/profile/confirmations/email/resend', undefined, bearer(player.accessToken));
    const mail = await lastMessage(player.email);
    const res = await post('/api/player/profile/email/verify/confirm', { token: tokenIn(mail!.body, 'confirm-email') });
    expect(res.statusCode).toBe(200);
    expect((await profile(player.accessToken)).isEmailConfirmed).toBe(true);
  });

  it('refuses a wrong code and keeps the e-mail unconfirmed', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/profile/email/verify/send', undefined, bearer(player.accessToken));
    const mail = await lastMessage(player.email);
    const wrong = codeIn(mail!.body) === '000000' ? '111111' : '000000';
    const res = await post('/api/player/profile/email/verify/confirm', { code: wrong }, bearer(player.accessToken));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.key).toBe('CODE_INVALID');
    expect((await profile(player.accessToken)).isEmailConfirmed).toBe(false);
  });

  it('spends a code after too many wrong tries, even for the right code', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/profile/email/verify/send', undefined, bearer(player.accessToken));
    const right = codeIn((await lastMessage(player.email))!.body);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      await post('/api/player/profile/email/verify/confirm', { code: wrong }, bearer(player.accessToken));
    }
    const res = await post('/api/player/profile/email/verify/confirm', { code: right }, bearer(player.accessToken));
    expect(res.statusCode).toBe(422);
  });

  it('uses a code once only', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/profile/email/verify/send', undefined, bearer(player.accessToken));
    const token = tokenIn((await lastMessage(player.email))!.body, 'confirm-email');
    expect((await post('/api/player/profile/email/verify/confirm', { token })).statusCode).toBe(200);
    expect((await post('/api/player/profile/email/verify/confirm', { token })).statusCode).toBe(422);
  });

  it('limits how often codes are sent to one address', async () => {
    const player = await registerTestPlayer(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post('/api/player/profile/email/verify/send', undefined, bearer(player.accessToken))).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('changing the e-mail', () => {
  it('moves the account to a new address once its code comes back', async () => {
    const player = await registerTestPlayer(t.app);
    const next = `moved-${Date.now()}@example.com`;
    const send = await post(
      '/api/player/profile/email/verify/send',
      { email: next, currentPassword: player.password },
      bearer(player.accessToken),
    );
    expect(send.statusCode).toBe(200);
    expect((await profile(player.accessToken)).email).toBe(player.email);
    const code = codeIn((await lastMessage(next))!.body);
    await post('/api/player/profile/email/verify/confirm', { code }, bearer(player.accessToken));
    expect(await profile(player.accessToken)).toMatchObject({ email: next, isEmailConfirmed: true });
  });

  it('refuses an address another player has, and sends nothing', async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app);
    const res = await post('/api/player/profile/email/verify/send', { email: alice.email }, bearer(bob.accessToken));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.email).toEqual(['This e-mail is already registered']);
  });
});

describe('password reset', () => {
  it('answers the same whether the e-mail has an account or not', async () => {
    const player = await registerTestPlayer(t.app);
    const known = await post('/api/player/passwords/reset', { email: player.email });
    const unknown = await post('/api/player/passwords/reset', { email: `nobody-${Date.now()}@example.com` });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it('sends nothing to an address without an account', async () => {
    const email = `ghost-${Date.now()}@example.com`;
    await post('/api/player/passwords/reset', { email });
    expect(await lastMessage(email)).toBeUndefined();
  });

  it('sets the new password with the link and signs every session out', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/passwords/reset', { email: player.email });
    const token = tokenIn((await lastMessage(player.email))!.body, 'reset-pass');
    const res = await post('/api/player/passwords/confirm', {
      token,
      password: 'a new secret 9',
      password_confirmation: 'a new secret 9',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await post('/api/player/sessions', { email: player.email, password: 'a new secret 9' })).statusCode).toBe(
      200,
    );
  });

  it('sets the new password with the e-mail and the code', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/passwords/reset', { email: player.email });
    const code = codeIn((await lastMessage(player.email))!.body);
    const res = await post('/api/player/passwords/confirm', {
      email: player.email,
      code,
      password: 'another secret 8',
      password_confirmation: 'another secret 8',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a bad token and changes nothing', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await post('/api/player/passwords/confirm', {
      token: 'x'.repeat(32),
      password: 'a new secret 9',
      password_confirmation: 'a new secret 9',
    });
    expect(res.statusCode).toBe(422);
    expect((await post('/api/player/sessions', { email: player.email, password: player.password })).statusCode).toBe(
      200,
    );
  });
});

describe('one-time codes', () => {
  it('signs a guest in with a code sent by SMS', async () => {
    const phone = `+4915${String(Date.now()).slice(-8)}`;
    const reg = await post('/api/player/register/phone', {
      phone,
      password: 'phone pass 12',
      password_confirmation: 'phone pass 12',
      currency: 'EUR',
      agreements: true,
    });
    expect(reg.statusCode).toBe(201);
    expect((await post('/api/player/otp/send', { phone })).statusCode).toBe(200);
    const sms = await lastMessage(phone);
    const res = await post('/api/player/otp/verify', { phone, code: codeIn(sms!.body) });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ phone, isPhoneConfirmed: true });
    expect(res.json().accessToken).toBeTruthy();
  });

  it('answers the same for a phone without an account, and sends nothing', async () => {
    const phone = `+4917${String(Date.now()).slice(-8)}`;
    const res = await post('/api/player/otp/send', { phone });
    expect(res.statusCode).toBe(200);
    expect(await lastMessage(phone)).toBeUndefined();
  });

  it('signs a guest in with a code sent by e-mail', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/otp/email/send', { email: player.email });
    const res = await post('/api/player/otp/verify', {
      email: player.email,
      code: codeIn((await lastMessage(player.email))!.body),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.id).toBe(player.id);
  });

  it('adds and confirms a phone for a signed-in player', async () => {
    const player = await registerTestPlayer(t.app);
    const phone = `+4916${String(Date.now()).slice(-8)}`;
    await post('/api/player/otp/send', { phone, currentPassword: player.password }, bearer(player.accessToken));
    const res = await post(
      '/api/player/otp/verify',
      { phone, code: codeIn((await lastMessage(phone))!.body) },
      bearer(player.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ phone, isPhoneConfirmed: true });
  });

  it('refuses a wrong code', async () => {
    const player = await registerTestPlayer(t.app);
    await post('/api/player/otp/email/send', { email: player.email });
    const right = codeIn((await lastMessage(player.email))!.body);
    const res = await post('/api/player/otp/verify', {
      email: player.email,
      code: right === '123456' ? '654321' : '123456',
    });
    expect(res.statusCode).toBe(422);
  });
});
