import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../test/app.js';
import { errorsPlugin } from './errors.js';
import { safeStringsPlugin } from './safe-strings.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../test/players.js';

let t: TestApp;
let player: TestPlayer;

beforeAll(async () => {
  t = await createTestApp();
  player = await registerTestPlayer(t.app);
});
afterAll(() => t.close());

const registration = (overrides: Record<string, unknown>) => ({
  email: `strings-${Date.now()}-${Math.random()}@example.com`,
  password: 'correct horse 1',
  password_confirmation: 'correct horse 1',
  currency: 'EUR',
  agreements: true,
  ...overrides,
});

const playerCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('players')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('NUL, controls and lone surrogates in any string (422, never a 500)', () => {
  it('refuses a NUL in a registration field with its path and creates nobody', async () => {
    const before = await playerCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registration({ currency: 'E\u0000UR' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      key: 'VALIDATION_FAILED',
      fields: { currency: ['Contains a character that is not allowed'] },
    });
    expect(await playerCount()).toBe(before);
  });

  it('refuses a lone surrogate in a nested field of a signed-in route and leaves the profile alone', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: { ...bearer(player.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'A\ud800nn' }),
      // JSON.stringify escapes the lone surrogate as \ud800, exactly as a hostile client sends it.
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ firstName: ['Contains a character that is not allowed'] });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
    });
    expect(profile.json().firstName).toBeNull();
  });

  it('refuses an unsafe object key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      headers: { ...bearer(player.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ methodId: 'card', amount: 1000, payer: { 'na\u0000me': 'Ann' } }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'payer.?': ['Contains a character that is not allowed'] });
  });

  it('refuses a NUL in a query parameter before the handler queries the database', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment/invoices?currency=E%00UR',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ currency: ['Contains a character that is not allowed'] });
  });

  it('refuses an escape character in a path parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment/invoices/a%1Bb',
      headers: bearer(player.accessToken),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ id: ['Contains a character that is not allowed'] });
  });

  it('keeps accents, right-to-left text and emoji (paired surrogates)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { firstName: 'Zoë 🎰', city: 'القاهرة' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a tab in a one-line name', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { lastName: 'Lee\tDrop' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ lastName: ['Contains a character that is not allowed'] });
  });
});

describe('which routes the rule guards', () => {
  const bareApp = async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(safeStringsPlugin);
    app.post('/echo', async (request) => ({ echoed: request.body }));
    app.get('/ping', async () => ({ pong: true }));
    return app;
  };

  it('refuses a NUL in the body of a route that reads its body without a schema', async () => {
    const app = await bareApp();
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a\u0000b' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ name: ['Contains a character that is not allowed'] });
    await app.close();
  });

  it('leaves a route that takes no input unchecked: it has nothing to pass on', async () => {
    const app = await bareApp();
    const res = await app.inject({ method: 'GET', url: '/ping?ignored=%00' });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});

describe('POST /api/player/register with missing fields', () => {
  it('answers {} with 422 naming the required fields, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/player/register', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'currency',
      'email',
      'password',
      'password_confirmation',
    ]);
    expect(res.json().error.fields.email).toEqual(['Value is required']);
  });

  it('answers {} on the phone route with 422 too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/player/register/phone', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.phone).toEqual(['Value is required']);
  });
});
