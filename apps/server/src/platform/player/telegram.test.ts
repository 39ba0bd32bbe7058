import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { checkInitData, signInitData } from './telegram.js';

const BOT_TOKEN = '123456789:AAExampleExampleExampleExample_12';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
});
afterAll(() => t.close());

let nextUserId = 7_000_000 + Math.floor(Math.random() * 1_000_000);

function initData(overrides: Record<string, string> = {}, userId = nextUserId++) {
  return signInitData(
    {
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      user: JSON.stringify({ id: userId, first_name: 'Tomas', username: 'tomas', language_code: 'lt' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
      ...overrides,
    },
    BOT_TOKEN,
  );
}

const tgLogin = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/player/tg_login', payload: { tg_payload: payload } });

describe('Telegram init data', () => {
  it('accepts data signed with the bot token', () => {
    const check = checkInitData(initData({}, 42), BOT_TOKEN, 86_400);
    expect(check).toMatchObject({ ok: true, user: { id: '42', firstName: 'Tomas', languageCode: 'lt' } });
  });

  it('refuses data signed with another bot token', () => {
    expect(checkInitData(initData(), '999:BBExampleExampleExampleExample_99', 86_400)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses data whose auth_date is too old', () => {
    const old = initData({ auth_date: String(Math.floor(Date.now() / 1000) - 2 * 86_400) });
    expect(checkInitData(old, BOT_TOKEN, 86_400)).toEqual({ ok: false, reason: 'stale' });
  });
});

describe('POST /api/player/tg_login', () => {
  it('creates a player for a new Telegram user and signs them in', async () => {
    const res = await tgLogin(initData({}, 555_000_001));
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ tgUserId: '555000001', firstName: 'Tomas', currency: 'USD' });
  });

  it('signs the same Telegram user into the same player next time', async () => {
    const first = (await tgLogin(initData({}, 555_000_002))).json();
    const second = (await tgLogin(initData({}, 555_000_002))).json();
    expect(second.profile.id).toBe(first.profile.id);
  });

  it('records the session as a Telegram one', async () => {
    const { accessToken } = (await tgLogin(initData())).json();
    const sessions = (
      await t.app.inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(accessToken) })
    ).json();
    expect(sessions.data[0].platform).toBe('tg');
  });

  it('answers tampered init data with 401', async () => {
    const tampered = initData().replace('Tomas', 'Mallory');
    const res = await tgLogin(tampered);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.key).toBe('TELEGRAM_AUTH_FAILED');
  });

  it('answers a stale auth_date with 401', async () => {
    const res = await tgLogin(initData({ auth_date: String(Math.floor(Date.now() / 1000) - 3 * 86_400) }));
    expect(res.statusCode).toBe(401);
  });

  it('answers a blocked account with 403', async () => {
    const { profile } = (await tgLogin(initData({}, 555_000_003))).json();
    await t.database.db.updateTable('players').set({ status: 2 }).where('id', '=', profile.id).execute();
    const res = await tgLogin(initData({}, 555_000_003));
    expect(res.statusCode).toBe(403);
  });
});

describe('social connections', () => {
  it('connects Telegram to an existing account and lists it', async () => {
    const player = await registerTestPlayer(t.app);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/telegram',
      headers: bearer(player.accessToken),
      payload: { payload: initData({}, 555_000_010) },
    });
    expect(link.json().tgUserId).toBe('555000010');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/player/social-connections',
      headers: bearer(player.accessToken),
    });
    expect(list.json().data).toEqual([{ socialType: 'telegram', externalId: '555000010', displayName: null }]);
    const login = (await tgLogin(initData({}, 555_000_010))).json();
    expect(login.profile.id).toBe(player.id);
  });

  it('refuses to connect a Telegram user another player has', async () => {
    await tgLogin(initData({}, 555_000_011));
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/telegram',
      headers: bearer(player.accessToken),
      payload: { payload: initData({}, 555_000_011) },
    });
    expect(res.statusCode).toBe(409);
  });

  it('will not unlink the only way a Telegram-only player can sign in', async () => {
    const { accessToken } = (await tgLogin(initData({}, 555_000_012))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(accessToken),
      payload: { socialType: 'telegram' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('lets a Telegram-only player set a first password without a current one, still not enough to unlink without an e-mail', async () => {
    const { accessToken } = (await tgLogin(initData({}, 555_000_014))).json();
    const profile = await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(accessToken) });
    expect(profile.json().hasPassword).toBe(false);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: bearer(accessToken),
      payload: { newPassword: 'first password 1', repeatNewPassword: 'first password 1' },
    });
    expect(set.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(accessToken) });
    expect(after.json().hasPassword).toBe(true);
    const unlink = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(accessToken),
      payload: { socialType: 'telegram' },
    });
    expect(unlink.statusCode).toBe(409);
  });

  it('unlinks Telegram from a player who has a password', async () => {
    const player = await registerTestPlayer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/telegram',
      headers: bearer(player.accessToken),
      payload: { payload: initData({}, 555_000_013) },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(player.accessToken),
      payload: { socialType: 'telegram' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('syncs the Telegram user for the bot', async () => {
    const { accessToken, profile } = (await tgLogin(initData({}, 555_000_014))).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tg-bot/users',
      headers: bearer(accessToken),
      payload: { tg_payload: initData({}, 555_000_014) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(profile.id);
  });
});

describe('auto-login', () => {
  it('signs in once with a link token, then never again', async () => {
    const player = await registerTestPlayer(t.app);
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/player/sessions/autologin-link',
        headers: bearer(player.accessToken),
      })
    ).json();
    const first = await t.app.inject({ method: 'POST', url: '/api/player/sessions/token', payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json().profile.id).toBe(player.id);
    const second = await t.app.inject({ method: 'POST', url: '/api/player/sessions/token', payload: { token } });
    expect(second.statusCode).toBe(401);
  });
});

describe('avatars', () => {
  it('lists the shipped avatars and sets one', async () => {
    const player = await registerTestPlayer(t.app);
    const { avatars } = (await t.app.inject({ method: 'GET', url: '/api/player/avatar/list' })).json();
    expect(avatars).toContainEqual({ id: 'crown', url: '/avatars/crown.svg' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/avatar/set-avatar',
      headers: bearer(player.accessToken),
      payload: { avatarId: 'crown' },
    });
    expect(res.json().avatarId).toBe('crown');
  });

  it('refuses an avatar that does not exist', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/avatar/set-avatar',
      headers: bearer(player.accessToken),
      payload: { avatarId: '../../etc/passwd' },
    });
    expect(res.statusCode).toBe(422);
  });
});
