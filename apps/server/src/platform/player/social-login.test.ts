import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createListeningTestApp, signInAtDevProvider, type DevLogin } from '../../test/oidc-dev.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { identityFromClaims } from './social-identity.js';
import { SOCIAL_STARTS_PER_IP } from './social-login-routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createListeningTestApp();
});
afterAll(() => t.close());

let counter = 0;
function newEmail() {
  counter += 1;
  return `social-${counter}-${Date.now()}@example.com`;
}

/** Each start from an address of its own: the per-address limit has a test of its own. */
let nextAddress = 0;
const anotherAddress = () => `10.20.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

async function start(payload: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/player/sessions/social',
    remoteAddress: anotherAddress(),
    payload: { provider: 'dev', ...payload },
  });
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
}

const finish = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/player/sessions/social/callback',
    headers,
    payload: { provider: 'dev', ...query },
  });

async function socialLogin(login: DevLogin, startPayload: object = {}) {
  return finish(await signInAtDevProvider(await start(startPayload), login));
}

async function connect(accessToken: string, login: DevLogin) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/player/social-connections/dev',
    remoteAddress: anotherAddress(),
    headers: bearer(accessToken),
  });
  expect(res.statusCode).toBe(200);
  return finish(await signInAtDevProvider(res.json().url, login), bearer(accessToken));
}

async function count(table: 'players' | 'social_connections' | 'social_login_states') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const connections = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/player/social-connections', headers: bearer(accessToken) })).json()
    .data;

describe('reading the ID token', () => {
  const claims = { iss: 'https://id.example', aud: 'casino', iat: 0, exp: 0, sub: 'abc' };

  it('takes the given and family names when the provider sends them', () => {
    const identity = identityFromClaims('google', {
      ...claims,
      name: 'Dr. Grace Brewster Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    expect(identity).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      displayName: 'Dr. Grace Brewster Hopper',
    });
  });

  it('splits the full name otherwise, and names the connection after the e-mail without one', () => {
    expect(identityFromClaims('dev', { ...claims, name: 'Ada King Lovelace' })).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    expect(identityFromClaims('dev', { ...claims, email: ' Ada@Example.com ' })).toMatchObject({
      email: 'ada@example.com',
      firstName: null,
      displayName: 'ada@example.com',
    });
  });

  it('counts an e-mail as verified only when the provider says so, as a boolean or the string "true"', () => {
    const verified = (email_verified: boolean | string | undefined) =>
      identityFromClaims('dev', { ...claims, email: 'a@example.com', email_verified }).emailVerified;
    expect([verified(true), verified('true'), verified(false), verified('yes'), verified(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the provider list', () => {
  it('names the development provider when it is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/player/social-providers' });
    expect(res.json()).toEqual({ data: [{ name: 'dev', label: 'Dev ID' }] });
  });
});

describe('POST /api/player/sessions/social', () => {
  it('answers the authorization address with state, nonce and an S256 PKCE challenge', async () => {
    const url = new URL(await start({ locale: 'de' }));
    expect(url.pathname).toBe('/oidc-dev/auth');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.PUBLIC_URL}/auth/social/dev/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('ui_locales')).toBe('de');
  });

  it('takes the parameters from the query string too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/player/sessions/social?provider=dev&locale=fr' });
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().url).searchParams.get('ui_locales')).toBe('fr');
  });

  it('answers an unknown provider with 404 and stores nothing', async () => {
    const before = await count('social_login_states');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/social',
      payload: { provider: 'myspace' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.key).toBe('NOT_FOUND');
    expect(await count('social_login_states')).toBe(before);
  });

  it('answers a missing provider with 422 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/player/sessions/social', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ provider: ['Value is required'] });
  });

  it('answers 429 once an address has started too many sign-ins, and stores nothing more', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/sessions/social',
        remoteAddress: '10.99.0.1',
        payload: { provider: 'dev' },
      });
    for (let i = 0; i < SOCIAL_STARTS_PER_IP; i += 1) expect((await send()).statusCode).toBe(200);
    const states = await count('social_login_states');
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(await count('social_login_states')).toBe(states);
  });

  it('refuses to return to another domain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/social',
      payload: { provider: 'dev', redirect_domain: 'evil.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.key).toBe('REDIRECT_NOT_ALLOWED');
  });
});

describe('signing in through the development provider', () => {
  it('creates a player for a new identity, in the base currency with a confirmed e-mail, and signs them in', async () => {
    const email = newEmail();
    const res = await socialLogin({ email, name: 'Ada Lovelace' }, { locale: 'de', affiliateTag: 'partner-9' });
    expect(res.statusCode).toBe(200);
    const { accessToken, profile, locale } = res.json();
    expect(profile).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      currency: 'USD',
      locale: 'de',
      isEmailConfirmed: true,
    });
    expect(locale).toBe('de');
    expect(await connections(accessToken)).toEqual([
      { socialType: 'dev', externalId: expect.stringMatching(/^dev-/), displayName: 'Ada Lovelace' },
    ]);
    const player = await t.database.db
      .selectFrom('players')
      .select(['affiliate_tag', 'password_hash'])
      .where('id', '=', profile.id)
      .executeTakeFirstOrThrow();
    expect(player).toEqual({ affiliate_tag: 'partner-9', password_hash: null });
  });

  it('signs the same identity into the same player next time', async () => {
    const email = newEmail();
    const first = (await socialLogin({ email })).json();
    const second = (await socialLogin({ email })).json();
    expect(second.profile.id).toBe(first.profile.id);
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  it('records the session with the provider as its login method', async () => {
    const { accessToken } = (await socialLogin({ email: newEmail() })).json();
    const { sessionId } = (await t.app.tokens.read(accessToken))!;
    const session = await t.database.db
      .selectFrom('player_sessions')
      .select('login_method')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.login_method).toBe('social:dev');
  });

  it('leaves the e-mail unconfirmed when the provider has not verified it', async () => {
    const res = await socialLogin({ email: newEmail(), emailVerified: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.isEmailConfirmed).toBe(false);
  });

  it("connects a verified e-mail of an existing player to that player and confirms the player's e-mail", async () => {
    const player = await registerTestPlayer(t.app);
    const res = await socialLogin({ email: player.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ id: player.id, isEmailConfirmed: true, currency: 'EUR' });
    expect(await connections(player.accessToken)).toHaveLength(1);
  });

  it('refuses an unverified e-mail of an existing player with 409 and touches nothing', async () => {
    const player = await registerTestPlayer(t.app);
    const [players, links] = [await count('players'), await count('social_connections')];
    const res = await socialLogin({ email: player.email, emailVerified: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('SOCIAL_EMAIL_IN_USE');
    expect([await count('players'), await count('social_connections')]).toEqual([players, links]);
  });

  it('answers a blocked player with 403 and opens no session', async () => {
    const email = newEmail();
    const { profile } = (await socialLogin({ email })).json();
    await t.database.db.updateTable('players').set({ status: 2 }).where('id', '=', profile.id).execute();
    const res = await socialLogin({ email });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.key).toBe('ACCOUNT_BLOCKED');
  });

  it('answers a blocked player whose e-mail matches with 403 and connects nothing', async () => {
    const player = await registerTestPlayer(t.app);
    await t.database.db.updateTable('players').set({ status: 2 }).where('id', '=', player.id).execute();
    const links = await count('social_connections');
    const res = await socialLogin({ email: player.email });
    expect(res.statusCode).toBe(403);
    expect(await count('social_connections')).toBe(links);
  });
});

describe('state and code', () => {
  it('answers a state used a second time with 401 and creates nothing', async () => {
    const query = await signInAtDevProvider(await start(), { email: newEmail() });
    expect((await finish(query)).statusCode).toBe(200);
    const players = await count('players');
    const again = await finish(query);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.key).toBe('SOCIAL_AUTH_FAILED');
    expect(await count('players')).toBe(players);
  });

  it('answers an unknown state with 401', async () => {
    const query = await signInAtDevProvider(await start(), { email: newEmail() });
    const res = await finish({ ...query, state: 'made-up-state' });
    expect(res.statusCode).toBe(401);
  });

  it('answers an expired state with 401 and creates nothing', async () => {
    const query = await signInAtDevProvider(await start(), { email: newEmail() });
    await t.database.db
      .updateTable('social_login_states')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const players = await count('players');
    expect((await finish(query)).statusCode).toBe(401);
    expect(await count('players')).toBe(players);
  });

  it('answers a wrong code with 401, and the state is spent', async () => {
    const query = await signInAtDevProvider(await start(), { email: newEmail() });
    const wrong = await finish({ ...query, code: 'not-the-code' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.key).toBe('SOCIAL_AUTH_FAILED');
    expect((await finish(query)).statusCode).toBe(401);
  });

  it('answers a callback for an unknown provider with 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/social/callback',
      payload: { provider: 'myspace', code: 'x', state: 'y' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('never answers 500 to a callback body, and never signs anyone in from one', async () => {
    const anything = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null), fc.boolean());
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { provider: fc.oneof(fc.constant('dev'), anything), code: anything, state: anything, iss: anything },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/player/sessions/social/callback',
            payload: body,
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('connecting a provider to a signed-in player', () => {
  it('connects the identity to the player who started, who can then sign in with it', async () => {
    const player = await registerTestPlayer(t.app);
    const email = newEmail();
    const res = await connect(player.accessToken, { email, name: 'Grace Hopper' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ linked: 'dev', profile: { id: player.id } });
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(await connections(player.accessToken)).toEqual([
      { socialType: 'dev', externalId: expect.any(String), displayName: 'Grace Hopper' },
    ]);
    expect((await socialLogin({ email })).json().profile.id).toBe(player.id);
  });

  it('refuses an identity that belongs to another player with 409', async () => {
    const email = newEmail();
    await socialLogin({ email });
    const player = await registerTestPlayer(t.app);
    const res = await connect(player.accessToken, { email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('SOCIAL_ACCOUNT_TAKEN');
    expect(await connections(player.accessToken)).toEqual([]);
  });

  it('finishes only in the session of the player who started it', async () => {
    const alice = await registerTestPlayer(t.app);
    const bob = await registerTestPlayer(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/dev',
      headers: bearer(alice.accessToken),
    });
    const query = await signInAtDevProvider(started.json().url, { email: newEmail() });
    const res = await finish(query, bearer(bob.accessToken));
    expect(res.statusCode).toBe(401);
    expect(await connections(alice.accessToken)).toEqual([]);
    expect(await connections(bob.accessToken)).toEqual([]);
  });

  it('refuses to start connecting a provider that is already connected', async () => {
    const player = await registerTestPlayer(t.app);
    await connect(player.accessToken, { email: newEmail() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/dev',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers connecting an unknown provider with 404', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/myspace',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(404);
  });

  it('unlinks the provider from a player who has a password', async () => {
    const player = await registerTestPlayer(t.app);
    await connect(player.accessToken, { email: newEmail() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(player.accessToken),
      payload: { socialType: 'dev' },
    });
    expect(res.statusCode).toBe(200);
    expect(await connections(player.accessToken)).toEqual([]);
  });

  it('will not unlink the only way a player who signed up with the provider can sign in', async () => {
    const { accessToken } = (await socialLogin({ email: newEmail() })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(accessToken),
      payload: { socialType: 'dev' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('LAST_LOGIN_METHOD');
  });
});

describe('a player who signed up with a provider and has no password', () => {
  const setPassword = (accessToken: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/player/passwords', headers: bearer(accessToken), payload });
  /** A first password needs a code sent to the player's own address: a stolen token alone sets none. */
  const reauthCode = async (accessToken: string, email: string) => {
    await t.app.inject({ method: 'POST', url: '/api/player/reauth/send', headers: bearer(accessToken) });
    const mail = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    return /\b(\d{6})\b/.exec(mail.json().data[0].body)![1]!;
  };
  const setFirstPassword = async (accessToken: string, email: string, password: string) =>
    setPassword(accessToken, {
      newPassword: password,
      repeatNewPassword: password,
      reauthCode: await reauthCode(accessToken, email),
    });
  const profile = async (accessToken: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(accessToken) })).json();
  const unlink = (accessToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(accessToken),
      payload: { socialType: 'dev' },
    });

  it('sets a first password with a code sent to the own e-mail, then signs in with e-mail and that password', async () => {
    const email = newEmail();
    const { accessToken } = (await socialLogin({ email })).json();
    expect((await profile(accessToken)).hasPassword).toBe(false);

    const res = await setFirstPassword(accessToken, email, 'my first pass');
    expect(res.statusCode).toBe(200);
    expect((await profile(accessToken)).hasPassword).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      remoteAddress: anotherAddress(),
      payload: { email, password: 'my first pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a first password without a code sent to the own e-mail, and keeps none', async () => {
    const { accessToken } = (await socialLogin({ email: newEmail() })).json();
    const res = await setPassword(accessToken, { newPassword: 'my first pass', repeatNewPassword: 'my first pass' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.key).toBe('REAUTHENTICATION_REQUIRED');
    const wrong = await setPassword(accessToken, {
      newPassword: 'my first pass',
      repeatNewPassword: 'my first pass',
      reauthCode: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ reauthCode: ['The code is wrong or has expired'] });
    expect((await profile(accessToken)).hasPassword).toBe(false);
  });

  it('still has the rules of a new password checked, and keeps no password when they fail', async () => {
    const { accessToken } = (await socialLogin({ email: newEmail() })).json();
    const res = await setPassword(accessToken, { newPassword: 'short', repeatNewPassword: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ newPassword: ['This field should be at least 8 characters long'] });
    expect((await profile(accessToken)).hasPassword).toBe(false);
  });

  it('needs the current password to change it once one is set', async () => {
    const email = newEmail();
    const { accessToken } = (await socialLogin({ email })).json();
    await setFirstPassword(accessToken, email, 'my first pass');
    const res = await setPassword(accessToken, { newPassword: 'taken over!', repeatNewPassword: 'taken over!' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ currentPassword: ['Value is required'] });
  });

  it('may disconnect the provider once a password is set, and still signs in with the password', async () => {
    const email = newEmail();
    const { accessToken } = (await socialLogin({ email })).json();
    expect((await unlink(accessToken)).statusCode).toBe(409);
    await setFirstPassword(accessToken, email, 'my first pass');

    expect((await unlink(accessToken)).statusCode).toBe(200);
    expect(await connections(accessToken)).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      remoteAddress: anotherAddress(),
      payload: { email, password: 'my first pass' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('an unreachable provider', () => {
  it('answers 503 and stores nothing', async () => {
    // Nobody listens on port 9 (discard): discovery fails the way a provider outage does.
    const offline = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:9' });
    try {
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/player/sessions/social',
        payload: { provider: 'dev' },
      });
      expect(res.statusCode).toBe(503);
      const states = await offline.database.db.selectFrom('social_login_states').selectAll().execute();
      expect(states).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
