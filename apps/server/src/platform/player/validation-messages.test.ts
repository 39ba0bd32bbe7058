import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { contentFixture, shippedValidationMessages } from '../content/content-fixture.js';
import { loadContent } from '../content/loader.js';

let t: TestApp;
const fixture = contentFixture();

beforeAll(async () => {
  fixture.write({
    ...shippedValidationMessages('en', 'de', 'es'),
    // An operator who translated only one rule for Italian so far.
    'it/fields-settings/validation.yaml': 'validationMessages:\n  required: Questo campo è obbligatorio\n',
  });
  t = await createTestApp();
  await loadContent(t.database, fixture.dir);
});
afterAll(async () => {
  await t.close();
  fixture.cleanup();
});

const register = (headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/player/register',
    headers,
    payload: {
      email: `messages-${Date.now()}-${Math.random()}@example.com`,
      password: 'short',
      password_confirmation: 'short',
      currency: 'EUR',
      agreements: true,
      ...payload,
    },
  });

describe('server validation messages in the request locale (§5)', () => {
  it('answers a registration with a too-short password in German from the German fields-settings, {min} filled in', async () => {
    const email = 'zu-kurz@example.com';
    const res = await register({ 'x-locale': 'de' }, { email });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ password: ['Dieses Feld muss mindestens 8 Zeichen lang sein'] });
    const created = await t.database.db.selectFrom('players').select('id').where('email', '=', email).execute();
    expect(created).toEqual([]);
  });

  it('refuses a common password in German from the German fields-settings', async () => {
    const res = await register({ 'x-locale': 'de' }, { password: 'password1', password_confirmation: 'password1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.password).toEqual([
      'Dieses Passwort ist zu leicht zu erraten: Nimm ein längeres, zum Beispiel ein paar Wörter ohne Zusammenhang',
    ]);
  });

  it('falls back to English for a locale the site does not have', async () => {
    const res = await register({ 'x-locale': 'xx' });
    expect(res.json().error.fields.password).toEqual(['This field should be at least 8 characters long']);
  });

  it('takes the browser language from Accept-Language when the page sends no locale', async () => {
    const res = await register({ 'accept-language': 'xx, de-AT;q=0.9, en;q=0.5' });
    expect(res.json().error.fields.password).toEqual(['Dieses Feld muss mindestens 8 Zeichen lang sein']);
  });

  it('prefers the page locale to the browser language', async () => {
    const res = await register({ 'x-locale': 'es', 'accept-language': 'de' });
    expect(res.json().error.fields.password).toEqual(['Este campo debe tener al menos 8 caracteres']);
  });

  it('uses the base language for a regional locale without content of its own', async () => {
    const res = await register({ 'x-locale': 'es-mx' });
    expect(res.json().error.fields.password).toEqual(['Este campo debe tener al menos 8 caracteres']);
  });

  it('takes a rule the locale has not translated from English, rule by rule', async () => {
    const res = await register({ 'x-locale': 'it' }, { currency: '' });
    expect(res.json().error.fields).toEqual({
      password: ['This field should be at least 8 characters long'],
      currency: ['Questo campo è obbligatorio'],
    });
  });

  it('answers a profile change in the request locale', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: { ...bearer(player.accessToken), 'x-locale': 'de' },
      payload: { firstName: 'A' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ firstName: ['Dieses Feld muss mindestens 2 Zeichen lang sein'] });
  });

  it('answers a login without a password or with a malformed e-mail in the request locale', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      headers: { 'x-locale': 'de' },
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      email: ['Dies ist keine gültige E-Mail-Adresse'],
      password: ['Dieses Feld ist erforderlich'],
    });
  });

  it('answers a password change in the request locale', async () => {
    const player = await registerTestPlayer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: { ...bearer(player.accessToken), 'x-locale': 'de' },
      payload: { currentPassword: player.password, newPassword: 'long enough 1', repeatNewPassword: 'different 1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      repeatNewPassword: ['Der Wert muss mit dem Wert von newPassword übereinstimmen'],
    });
  });

  const shortPasswordReset = (locale: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/player/passwords/confirm',
      headers: { 'x-locale': locale },
      payload: { token: 'reset-token-that-is-never-spent', password: 'short', password_confirmation: 'short' },
    });

  it('answers password reset and one-time-code requests in German, {min} filled in', async () => {
    const reset = await shortPasswordReset('de');
    expect(reset.statusCode).toBe(422);
    expect(reset.json().error.fields).toEqual({ password: ['Dieses Feld muss mindestens 8 Zeichen lang sein'] });
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/player/otp/send',
      headers: { 'x-locale': 'de' },
      payload: { phone: '12' },
    });
    expect(otp.statusCode).toBe(422);
    expect(otp.json().error.fields).toEqual({ phone: ['Dies ist keine gültige Telefonnummer'] });
  });

  it('answers a password reset in English for a locale the site does not have', async () => {
    const res = await shortPasswordReset('xx');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ password: ['This field should be at least 8 characters long'] });
  });
});
