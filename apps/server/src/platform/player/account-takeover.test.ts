import type { AddressInfo } from 'node:net';
import { PUSH_PATH } from '@casino/shared/push';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { REFRESH_GRACE_MS } from './sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
let addresses = 0;

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers,
    // A fresh caller address per request keeps the per-address send limits out of these tests.
    remoteAddress: `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function messages(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return res.json().data as { subject: string | null; body: string }[];
}
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;
const undoTokenIn = (body: string) => /undo-change\?token=([A-Za-z0-9_-]+)/.exec(body)![1]!;

const newAddress = (name: string) => `${name}-${Date.now()}-${++addresses}@example.com`;
const newPhone = () => `+4917${String(Date.now() + ++addresses).slice(-8)}`;

async function email(playerId: string) {
  const row = await t.database.db
    .selectFrom('players')
    .select(['email', 'phone', 'locked_at'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Changes the player's e-mail with their password, the way the profile form does. */
async function changeEmail(player: TestPlayer, next: string) {
  const send = await post(
    '/api/player/profile/email/verify/send',
    { email: next, currentPassword: player.password },
    bearer(player.accessToken),
  );
  expect(send.statusCode).toBe(200);
  const [mail] = await messages(next);
  const confirm = await post(
    '/api/player/profile/email/verify/confirm',
    { code: codeIn(mail!.body) },
    bearer(player.accessToken),
  );
  expect(confirm.statusCode).toBe(200);
}

async function sessionRow(token: string) {
  const claims = await t.app.tokens.read(token);
  return t.database.db
    .selectFrom('player_sessions')
    .selectAll()
    .where('id', '=', claims!.sessionId)
    .executeTakeFirstOrThrow();
}

const refresh = (token: string) => post('/api/player/sessions/refresh', undefined, bearer(token));

describe('changing the e-mail', () => {
  it('is refused without the password, sends nothing and changes nothing', async () => {
    const victim = await registerTestPlayer(t.app);
    const attacker = newAddress('attacker');
    const res = await post('/api/player/profile/email/verify/send', { email: attacker }, bearer(victim.accessToken));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 11040, key: 'REAUTHENTICATION_REQUIRED' });
    expect(await messages(attacker)).toEqual([]);
    expect((await email(victim.id)).email).toBe(victim.email);
  });

  it('is refused with a wrong password, on the password field', async () => {
    const victim = await registerTestPlayer(t.app);
    const attacker = newAddress('attacker');
    const res = await post(
      '/api/player/profile/email/verify/send',
      { email: attacker, currentPassword: 'a guess 123' },
      bearer(victim.accessToken),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ currentPassword: ['The current password is wrong'] });
    expect(await messages(attacker)).toEqual([]);
  });

  it('goes through with the password, and the old address gets a notice with an undo link', async () => {
    const player = await registerTestPlayer(t.app);
    const next = newAddress('moved');
    await changeEmail(player, next);
    expect((await email(player.id)).email).toBe(next);
    const [notice] = await messages(player.email);
    expect(notice!.subject).toContain('e-mail address of your account was changed');
    expect(notice!.body).toMatch(/\/auth\/undo-change\?token=/);
    const stored = await t.database.db
      .selectFrom('player_account_changes')
      .select('token_hash')
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(undoTokenIn(notice!.body));
  });

  it('goes through with a code sent to the own address instead of the password', async () => {
    const player = await registerTestPlayer(t.app);
    const send = await post('/api/player/reauth/send', undefined, bearer(player.accessToken));
    expect(send.json()).toEqual({ ok: true, channel: 'email' });
    const reauthCode = codeIn((await messages(player.email))[0]!.body);
    const next = newAddress('by-code');
    const res = await post(
      '/api/player/profile/email/verify/send',
      { email: next, reauthCode },
      bearer(player.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(await messages(next)).toHaveLength(1);
    const again = await post(
      '/api/player/profile/email/verify/send',
      { email: newAddress('twice'), reauthCode },
      bearer(player.accessToken),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ reauthCode: ['The code is wrong or has expired'] });
  });

  it('needs no password to confirm the e-mail the player already has', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await post('/api/player/profile/email/verify/send', {}, bearer(player.accessToken));
    expect(res.statusCode).toBe(200);
  });
});

describe('changing the phone', () => {
  it('is refused without the password and sends no SMS', async () => {
    const victim = await registerTestPlayer(t.app);
    const phone = newPhone();
    const res = await post('/api/player/otp/send', { phone }, bearer(victim.accessToken));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.key).toBe('REAUTHENTICATION_REQUIRED');
    expect(await messages(phone)).toEqual([]);
  });

  it('with the password, tells the old number by SMS once the new one is confirmed', async () => {
    const player = await registerTestPlayer(t.app);
    const first = newPhone();
    const second = newPhone();
    for (const phone of [first, second]) {
      await post('/api/player/otp/send', { phone, currentPassword: player.password }, bearer(player.accessToken));
      const code = codeIn((await messages(phone))[0]!.body);
      const res = await post('/api/player/otp/verify', { phone, code }, bearer(player.accessToken));
      expect(res.statusCode).toBe(200);
    }
    expect((await email(player.id)).phone).toBe(second);
    const [sms] = await messages(first);
    expect(sms!.body).toMatch(/phone number of your account was changed.*undo-change\?token=/);
  });
});

describe('the undo link', () => {
  it('restores the old e-mail, closes every session and locks the account until a password reset', async () => {
    const owner = await registerTestPlayer(t.app);
    const other = (await post('/api/player/sessions', { email: owner.email, password: owner.password })).json();
    const intruder = newAddress('intruder');
    await changeEmail(owner, intruder);
    const token = undoTokenIn((await messages(owner.email))[0]!.body);

    const undo = await post('/api/player/account-changes/undo', { token });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().kind).toBe('email');
    const row = await email(owner.id);
    expect(row.email).toBe(owner.email);
    expect(row.locked_at).not.toBeNull();
    expect((await get('/api/player/profile', owner.accessToken)).statusCode).toBe(401);
    expect((await get('/api/player/profile', other.accessToken)).statusCode).toBe(401);
    expect((await refresh(owner.accessToken)).statusCode).toBe(401);

    const login = await post('/api/player/sessions', { email: owner.email, password: owner.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({ code: 11041, key: 'ACCOUNT_LOCKED' });
    await post('/api/player/otp/email/send', { email: owner.email });
    const otp = await post('/api/player/otp/verify', {
      email: owner.email,
      code: codeIn((await messages(owner.email))[0]!.body),
    });
    expect(otp.json().error.key).toBe('ACCOUNT_LOCKED');

    const reset = await post('/api/player/passwords/confirm', {
      token: undo.json().resetToken,
      password: 'mine again 42',
      password_confirmation: 'mine again 42',
    });
    expect(reset.statusCode).toBe(200);
    expect((await email(owner.id)).locked_at).toBeNull();
    expect((await post('/api/player/sessions', { email: owner.email, password: 'mine again 42' })).statusCode).toBe(
      200,
    );
  });

  it('works once', async () => {
    const owner = await registerTestPlayer(t.app);
    await changeEmail(owner, newAddress('once'));
    const token = undoTokenIn((await messages(owner.email))[0]!.body);
    expect((await post('/api/player/account-changes/undo', { token })).statusCode).toBe(200);
    const again = await post('/api/player/account-changes/undo', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({ code: 11042, key: 'UNDO_LINK_INVALID' });
  });

  it('is refused after it expired, and changes nothing', async () => {
    const owner = await registerTestPlayer(t.app);
    const next = newAddress('late');
    await changeEmail(owner, next);
    const token = undoTokenIn((await messages(owner.email))[0]!.body);
    await t.database.db
      .updateTable('player_account_changes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('player_id', '=', owner.id)
      .execute();
    expect((await post('/api/player/account-changes/undo', { token })).statusCode).toBe(422);
    expect(await email(owner.id)).toMatchObject({ email: next, locked_at: null });
  });

  it("voids the intruder's half-finished next change", async () => {
    const owner = await registerTestPlayer(t.app);
    const intruder = newAddress('intruder');
    await changeEmail(owner, intruder);
    const token = undoTokenIn((await messages(owner.email))[0]!.body);
    const another = newAddress('another');
    await post(
      '/api/player/profile/email/verify/send',
      { email: another, currentPassword: owner.password },
      bearer(owner.accessToken),
    );
    const link = /confirm-email=([A-Za-z0-9_-]+)/.exec((await messages(another))[0]!.body)![1]!;

    expect((await post('/api/player/account-changes/undo', { token })).statusCode).toBe(200);
    const late = await post('/api/player/profile/email/verify/confirm', { token: link });
    expect(late.statusCode).toBe(422);
    expect((await email(owner.id)).email).toBe(owner.email);
  });

  it('answers a malformed token with a clear error', async () => {
    const res = await post('/api/player/account-changes/undo', { token: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.key).toBe('VALIDATION_FAILED');
  });
});

describe('changing the password', () => {
  it('closes the other sessions, keeps this one, drops their sockets, and sends an undo link', async () => {
    const player = await registerTestPlayer(t.app);
    const other = (await post('/api/player/sessions', { email: player.email, password: player.password })).json();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, {
      path: PUSH_PATH,
      transports: ['websocket'],
      auth: { token: other.accessToken },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/player/passwords',
        headers: bearer(player.accessToken),
        payload: { currentPassword: player.password, newPassword: 'brand new 77', repeatNewPassword: 'brand new 77' },
      });
      expect(res.json()).toEqual({ closedSessions: 1 });
      expect(await dropped).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
    expect((await get('/api/player/profile', player.accessToken)).statusCode).toBe(200);
    expect((await get('/api/player/profile', other.accessToken)).statusCode).toBe(401);
    const [notice] = await messages(player.email);
    expect(notice!.subject).toContain('password of your account was changed');
    const undo = await post('/api/player/account-changes/undo', { token: undoTokenIn(notice!.body) });
    expect(undo.json().kind).toBe('password');
    expect((await get('/api/player/profile', player.accessToken)).statusCode).toBe(401);
    const login = await post('/api/player/sessions', { email: player.email, password: 'brand new 77' });
    expect(login.json().error.key).toBe('ACCOUNT_LOCKED');
  });
});

describe('session lifetime', () => {
  it('refuses requests and refresh past the absolute lifetime, however recently used', async () => {
    const player = await registerTestPlayer(t.app);
    const { id } = await sessionRow(player.accessToken);
    await t.database.db
      .updateTable('player_sessions')
      .set({ created_at: new Date(Date.now() - (t.config.SESSION_MAX_AGE_DAYS * DAY_MS + 60_000)) })
      .where('id', '=', id)
      .execute();
    expect((await get('/api/player/profile', player.accessToken)).statusCode).toBe(401);
    expect((await refresh(player.accessToken)).statusCode).toBe(401);
  });

  it('refuses requests and refresh past the idle timeout', async () => {
    const player = await registerTestPlayer(t.app);
    const { id } = await sessionRow(player.accessToken);
    await t.database.db
      .updateTable('player_sessions')
      .set({ last_seen_at: new Date(Date.now() - (t.config.SESSION_IDLE_DAYS * DAY_MS + 60_000)) })
      .where('id', '=', id)
      .execute();
    expect((await get('/api/player/profile', player.accessToken)).statusCode).toBe(401);
    expect((await refresh(player.accessToken)).statusCode).toBe(401);
  });

  it('refuses to refresh a token 29 days past its expiry', async () => {
    const player = await registerTestPlayer(t.app);
    const claims = (await t.app.tokens.read(player.accessToken))!;
    const old = await t.app.tokens.issue(claims.playerId, claims.sessionId, 0, Date.now() - 29 * DAY_MS);
    expect((await refresh(old)).statusCode).toBe(401);
  });

  it('lists no session past its lifetime', async () => {
    const player = await registerTestPlayer(t.app);
    const second = (await post('/api/player/sessions', { email: player.email, password: player.password })).json();
    await t.database.db
      .updateTable('player_sessions')
      .set({ created_at: new Date(Date.now() - 40 * DAY_MS) })
      .where('id', '=', (await sessionRow(second.accessToken)).id)
      .execute();
    const list = (await get('/api/player/sessions', player.accessToken)).json();
    expect(list.meta.totalRows).toBe(1);
  });
});

describe('refresh rotation', () => {
  it('gives a token of the next generation, which refreshes in turn', async () => {
    const player = await registerTestPlayer(t.app);
    const first = (await refresh(player.accessToken)).json().accessToken;
    const second = await refresh(first);
    expect(second.statusCode).toBe(200);
    expect((await t.app.tokens.read(second.json().accessToken))!.generation).toBe(2);
    expect((await sessionRow(player.accessToken)).refresh_generation).toBe(2);
  });

  it('closes the session when a replaced token is refreshed again (a copied token)', async () => {
    const player = await registerTestPlayer(t.app);
    const stolen = player.accessToken;
    const owners = (await refresh(stolen)).json().accessToken;
    const newest = (await refresh(owners)).json().accessToken;

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect((await sessionRow(stolen)).closed_at).not.toBeNull();
    expect((await get('/api/player/profile', newest)).statusCode).toBe(401);
    expect((await refresh(newest)).statusCode).toBe(401);
  });

  it('closes the session when the token replaced last is refreshed after the grace moment', async () => {
    const player = await registerTestPlayer(t.app);
    const fresh = (await refresh(player.accessToken)).json().accessToken;
    await t.database.db
      .updateTable('player_sessions')
      .set({ refreshed_at: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where('id', '=', (await sessionRow(fresh)).id)
      .execute();
    expect((await refresh(player.accessToken)).statusCode).toBe(401);
    expect((await get('/api/player/profile', fresh)).statusCode).toBe(401);
  });

  it('lets two tabs that refresh the same token at once both stay signed in', async () => {
    const player = await registerTestPlayer(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(player.accessToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const row = await sessionRow(player.accessToken);
    expect(row).toMatchObject({ refresh_generation: 1, closed_at: null });
    for (const answer of answers) {
      expect((await t.app.tokens.read(answer.json().accessToken))!.generation).toBe(1);
    }
  });
});
