import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, oidcDevIssuer } from './config.js';

describe('loadConfig', () => {
  it('starts with defaults on an empty environment: PGlite under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', SLOW_REQUEST_MS: 2000 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('reads flags', () => {
    expect(loadConfig({ GAMES_DISABLED: 'true' }).GAMES_DISABLED).toBe(true);
    expect(() => loadConfig({ GAMES_DISABLED: 'maybe' })).toThrow(/GAMES_DISABLED/);
  });

  it('refuses the retired shared ADMIN_TOKEN and says what replaces it', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'x'.repeat(40) })).toThrow(
      /ADMIN_TOKEN: is no longer used: create an operator/,
    );
  });

  it('takes a bootstrap operator key only on the embedded database, with its e-mail', () => {
    const key = `opk_${'k'.repeat(40)}`;
    expect(loadConfig({ OPERATOR_BOOTSTRAP_EMAIL: 'ops@example.com', OPERATOR_BOOTSTRAP_API_KEY: key })).toMatchObject({
      OPERATOR_BOOTSTRAP_API_KEY: key,
    });
    expect(() => loadConfig({ OPERATOR_BOOTSTRAP_API_KEY: key })).toThrow(/OPERATOR_BOOTSTRAP_EMAIL/);
    expect(() =>
      loadConfig({
        OPERATOR_BOOTSTRAP_EMAIL: 'ops@example.com',
        OPERATOR_BOOTSTRAP_API_KEY: key,
        DATABASE_URL: 'postgres://db/site',
      }),
    ).toThrow(/OPERATOR_BOOTSTRAP_API_KEY: is for demos and tests only/);
    expect(() =>
      loadConfig({ OPERATOR_BOOTSTRAP_EMAIL: 'ops@example.com', OPERATOR_BOOTSTRAP_API_KEY: 'short' }),
    ).toThrow(/OPERATOR_BOOTSTRAP_API_KEY: must be opk_/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the missing half of the Google client', () => {
    expect(() => loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrow(
      /OIDC_GOOGLE_CLIENT_SECRET/,
    );
  });

  it('takes both reCAPTCHA keys or neither, and a verify URL over http(s)', () => {
    const keys = { RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' };
    expect(() => loadConfig(keys)).toThrow(/RECAPTCHA_SECRET_KEY: must be set together/);
    expect(() => loadConfig({ RECAPTCHA_SECRET_KEY: 'not a key!' })).toThrow(
      /RECAPTCHA_SECRET_KEY: must be a reCAPTCHA/,
    );
    expect(loadConfig({}).RECAPTCHA_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'ftp://example.com/verify' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });

  it('runs the development OIDC provider outside production only, unless told', () => {
    expect(oidcDevIssuer(loadConfig({ NODE_ENV: 'development' }))).toBe('http://localhost:3000/oidc-dev');
    expect(oidcDevIssuer(loadConfig({ NODE_ENV: 'production' }))).toBeNull();
    expect(oidcDevIssuer(loadConfig({ OIDC_DEV_PROVIDER: 'on', PUBLIC_URL: 'https://casino.example/' }))).toBe(
      'https://casino.example/oidc-dev',
    );
  });
});
