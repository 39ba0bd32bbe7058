import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sign-ups come from addresses of their own, as real players' do: the per-address sign-up limit has its own tests. */
let signUps = 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(url.startsWith('/api/player/register') ? { remoteAddress: `10.251.0.${++signUps}` } : {}),
  });

const password = 'correct horse 1';
const countPlayers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('players')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('registration by e-mail', () => {
  it('creates the player and answers with an access token and the profile', async () => {
    const res = await post('/api/player/register', {
      email: 'New.Player@Example.com',
      password,
      password_confirmation: password,
      currency: 'EUR',
      agreements: true,
      affiliateTag: 'aff-42',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.profile).toMatchObject({ email: 'new.player@example.com', currency: 'EUR', isEmailConfirmed: false });
  });

  it('stores the password only as an argon2id hash', async () => {
    const player = await registerTestPlayer(t.app);
    const row = await t.database.db
      .selectFrom('players')
      .select('password_hash')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(player.password);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await post('/api/player/register', {
      email: player.email.toUpperCase(),
      password,
      password_confirmation: password,
      currency: 'EUR',
      agreements: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.email).toEqual(['This e-mail is already registered']);
  });

  it('reports every broken rule with the §5 messages and creates nobody', async () => {
    const before = await countPlayers();
    const res = await post('/api/player/register', {
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      currency: 'XXX',
      nickname: 'ab',
      agreements: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      email: ['Value is not a valid email address'],
      password: ['This field should be at least 8 characters long'],
      password_confirmation: ['The value must be equal to the password value'],
      currency: ['This currency is not available'],
      nickname: ['This field should be at least 3 characters long'],
      agreements: ['The value is required'],
    });
    expect(await countPlayers()).toBe(before);
  });

  it('refuses a wrongly typed body with 422 and creates nobody', async () => {
    const before = await countPlayers();
    const res = await post('/api/player/register', { email: 42, password: ['x'] });
    expect(res.statusCode).toBe(422);
    expect(await countPlayers()).toBe(before);
  });
});

describe('registration by phone', () => {
  it('creates the player with the number in international form', async () => {
    const res = await post('/api/player/register/phone', {
      phone: '+49 1512 3456789',
      password,
      password_confirmation: password,
      currency: 'EUR',
      agreements: 'yes',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().profile.phone).toBe('+4915123456789');
  });

  it('signs the player in by the number however it is spaced', async () => {
    const registered = await post('/api/player/register/phone', {
      phone: '+4915223456789',
      password,
      password_confirmation: password,
      currency: 'EUR',
      agreements: true,
    });
    expect(registered.statusCode).toBe(201);
    const res = await post('/api/player/sessions', { phone: '+49 1522 3456789', password });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.phone).toBe('+4915223456789');
  });

  it('refuses an invalid phone number', async () => {
    const res = await post('/api/player/register/phone', {
      phone: '+49 12',
      password,
      password_confirmation: password,
      currency: 'EUR',
      agreements: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.phone).toEqual(['Value is not a valid phone number']);
  });
});

describe('field validations endpoint', () => {
  it('serves the registration rules of both routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/player/fields/validations?scenario=registration' });
    const { data } = res.json();
    expect(Object.keys(data)).toEqual(['email', 'phone']);
    expect(data.email.find((f: { name: string }) => f.name === 'password')).toEqual({
      name: 'password',
      isRequired: true,
      rules: [
        { rule: 'required' },
        { rule: 'min', param: 8 },
        { rule: 'max', param: 128 },
        { rule: 'strongPassword', param: 3 },
      ],
    });
  });

  it('serves the profile rules', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/player/fields/validations?scenario=profile' });
    const birthdate = res.json().data.profile.find((f: { name: string }) => f.name === 'birthdate');
    expect(birthdate.rules).toContainEqual({ rule: 'minAge', param: 18 });
  });

  it('refuses an unknown scenario', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/player/fields/validations?scenario=other' });
    expect(res.statusCode).toBe(422);
  });
});

describe('login', () => {
  it('opens a session for the right password', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await post('/api/player/sessions', { email: player.email, password: player.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.id).toBe(player.id);
  });

  it('gives one generic answer for a wrong password and for an unknown e-mail', async () => {
    const player = await registerTestPlayer(t.app);
    const wrong = await post(
      '/api/player/sessions',
      { email: player.email, password: 'wrong password' },
      { 'x-forwarded-for': '1' },
    );
    const unknown = await post('/api/player/sessions', { email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses the sixth wrong password in a minute with 429', async () => {
    const player = await registerTestPlayer(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/player/sessions', { email: player.email, password: `wrong ${i}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await post('/api/player/sessions', { email: player.email, password: player.password });
    expect(right.statusCode).toBe(429);
  });

  it('refuses a blocked account with 403', async () => {
    const player = await registerTestPlayer(t.app);
    await t.database.db.updateTable('players').set({ status: 2 }).where('id', '=', player.id).execute();
    const res = await post('/api/player/sessions', { email: player.email, password: player.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.key).toBe('ACCOUNT_BLOCKED');
  });

  it('needs exactly one of e-mail or phone', async () => {
    const res = await post('/api/player/sessions', { password: 'x' });
    expect(res.statusCode).toBe(422);
  });
});

describe('access tokens', () => {
  it('lets the token read the profile', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(player.email);
  });

  it('refuses a tampered token', async () => {
    const player = await registerTestPlayer(t.app);
    const [header, payload, signature] = player.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString(
      'base64url',
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(`${header}.${forged}.${signature}`),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const player = await registerTestPlayer(t.app);
    const payload = player.accessToken.split('.')[1];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const res = await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(none) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token but refreshes it while the session is open', async () => {
    const player = await registerTestPlayer(t.app);
    const claims = await t.app.tokens.read(player.accessToken);
    const expired = await t.app.tokens.issue(claims!.playerId, claims!.sessionId, 0, Date.now() - 3_600_000);
    const profile = await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(expired) });
    expect(profile.statusCode).toBe(401);
    const refresh = await post('/api/player/sessions/refresh', undefined, bearer(expired));
    expect(refresh.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(refresh.json().accessToken),
    });
    expect(again.statusCode).toBe(200);
  });

  it('stops working at once when its session is closed, and cannot be refreshed', async () => {
    const player = await registerTestPlayer(t.app);
    expect((await post('/api/player/sessions/logout', undefined, bearer(player.accessToken))).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
    });
    expect(profile.statusCode).toBe(401);
    expect((await post('/api/player/sessions/refresh', undefined, bearer(player.accessToken))).statusCode).toBe(401);
  });

  it('stops working when the player is blocked', async () => {
    const player = await registerTestPlayer(t.app);
    await t.database.db.updateTable('players').set({ status: 2 }).where('id', '=', player.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists open sessions with the current one marked, recording platform and device', async () => {
    const player = await registerTestPlayer(t.app);
    await post(
      '/api/player/sessions',
      { email: player.email, password: player.password },
      { 'x-platform': 'tg', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(player.accessToken) });
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ page: 1, totalRows: 2, totalPages: 1 });
    expect(data.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(data.find((s: { isCurrent: boolean }) => !s.isCurrent)).toMatchObject({ platform: 'tg', device: 'mobile' });
  });

  it('closes another of my sessions, whose token then stops working', async () => {
    const player = await registerTestPlayer(t.app);
    const other = (await post('/api/player/sessions', { email: player.email, password: player.password })).json()
      .accessToken;
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(player.accessToken) })
    ).json();
    const target = list.data.find((s: { isCurrent: boolean }) => !s.isCurrent);
    const close = await t.app.inject({
      method: 'PUT',
      url: `/api/player/sessions/${target.id}/close`,
      headers: bearer(player.accessToken),
    });
    expect(close.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(other) })).statusCode).toBe(
      401,
    );
  });

  it("cannot close another player's session (404, nothing changes)", async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app);
    const bobSessions = (
      await t.app.inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(bob.accessToken) })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/player/sessions/${bobSessions.data[0].id}/close`,
      headers: bearer(alice.accessToken),
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(bob.accessToken) })).statusCode,
    ).toBe(200);
  });

  it('closes every other session', async () => {
    const player = await registerTestPlayer(t.app);
    for (let i = 0; i < 2; i++) await post('/api/player/sessions', { email: player.email, password: player.password });
    const res = await post('/api/player/sessions/close-other', undefined, bearer(player.accessToken));
    expect(res.json()).toEqual({ closed: 2 });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(player.accessToken) })
    ).json();
    expect(list.meta.totalRows).toBe(1);
  });
});

describe('profile', () => {
  it('changes only the fields sent', async () => {
    const player = await registerTestPlayer(t.app, { nickname: 'lucky_one' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { firstName: 'Ana', birthdate: '1990-04-02', receiveEmailPromo: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ana',
      birthdate: '1990-04-02',
      receiveEmailPromo: true,
      nickname: 'lucky_one',
    });
  });

  it('refuses a player under 18', async () => {
    const player = await registerTestPlayer(t.app);
    const year = new Date().getUTCFullYear() - 17;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { birthdate: `${year}-01-01` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.birthdate).toEqual(['You must be at least 18 years old']);
  });

  it('refuses a nickname somebody else has', async () => {
    await registerTestPlayer(t.app, { nickname: 'TakenName' });
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { nickname: 'takenname' },
    });
    expect(res.json().error.fields.nickname).toEqual(['This nickname is already taken']);
  });

  it('refuses fields that cannot be changed here', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { email: 'other@example.com' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: bearer(player.accessToken),
      payload: { currentPassword: 'not it at all', newPassword: 'brand new pass', repeatNewPassword: 'brand new pass' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.currentPassword).toEqual(['The current password is wrong']);
  });

  it('cannot be done without the current password by a player who has one', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: bearer(player.accessToken),
      payload: { newPassword: 'brand new pass', repeatNewPassword: 'brand new pass' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.currentPassword).toEqual(['Value is required']);
  });

  it('takes the new password and closes the other sessions', async () => {
    const player = await registerTestPlayer(t.app);
    const other = (await post('/api/player/sessions', { email: player.email, password: player.password })).json()
      .accessToken;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: bearer(player.accessToken),
      payload: { currentPassword: player.password, newPassword: 'brand new pass', repeatNewPassword: 'brand new pass' },
    });
    expect(res.json()).toEqual({ closedSessions: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(other) })).statusCode).toBe(
      401,
    );
    expect((await post('/api/player/sessions', { email: player.email, password: 'brand new pass' })).statusCode).toBe(
      200,
    );
  });
});

describe('segments', () => {
  it('lists my own segments', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/segment/segments/player/${player.id}`,
      headers: bearer(player.accessToken),
    });
    expect(res.json().data).toContainEqual({ segmentName: 'newcomer' });
  });

  it("does not reveal another player's segments", async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/segment/segments/player/${bob.id}`,
      headers: bearer(alice.accessToken),
    });
    expect(res.statusCode).toBe(404);
  });
});
