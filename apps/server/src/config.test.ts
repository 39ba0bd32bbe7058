import { describe, expect, it } from 'vitest';
import { ConfigError, devMailboxEnabled, loadConfig, oidcDevIssuer, pspSandboxEnabled } from './config.js';

/** A live site's minimum: its own database and its own keys. */
const LIVE = {
  DATABASE_URL: 'postgresql://casino@db.internal:5432/casino',
  JWT_SECRET: 'a-live-jwt-secret-0123456789abcdef0123',
  SECRETS_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
};

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

  it('takes a bootstrap operator key only in demo mode, with its e-mail', () => {
    const key = `opk_${'k'.repeat(40)}`;
    expect(loadConfig({ OPERATOR_BOOTSTRAP_EMAIL: 'ops@example.com', OPERATOR_BOOTSTRAP_API_KEY: key })).toMatchObject({
      OPERATOR_BOOTSTRAP_API_KEY: key,
    });
    expect(() => loadConfig({ OPERATOR_BOOTSTRAP_API_KEY: key })).toThrow(/OPERATOR_BOOTSTRAP_EMAIL/);
    expect(() =>
      loadConfig({
        OPERATOR_BOOTSTRAP_EMAIL: 'ops@example.com',
        OPERATOR_BOOTSTRAP_API_KEY: key,
        DEMO_MODE: 'off',
      }),
    ).toThrow(/OPERATOR_BOOTSTRAP_API_KEY: is for demos and tests: it needs DEMO_MODE=on/);
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

  it('runs the development OIDC provider in demo mode only, unless told to switch it off', () => {
    expect(oidcDevIssuer(loadConfig({ NODE_ENV: 'production' }))).toBe('http://localhost:3000/oidc-dev');
    expect(oidcDevIssuer(loadConfig({ OIDC_DEV_PROVIDER: 'off' }))).toBeNull();
    expect(oidcDevIssuer(loadConfig({ PUBLIC_URL: 'https://casino.example/' }))).toBe(
      'https://casino.example/oidc-dev',
    );
    expect(oidcDevIssuer(loadConfig(LIVE))).toBeNull();
  });
});

describe('DEMO_MODE', () => {
  it('is on by default on the embedded database', () => {
    expect(loadConfig({}).DEMO_MODE).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_MODE).toBe(true);
  });

  it('is off by default when DATABASE_URL is set, and can be asked for there', () => {
    expect(loadConfig(LIVE).DEMO_MODE).toBe(false);
    expect(loadConfig({ DATABASE_URL: LIVE.DATABASE_URL, DEMO_MODE: 'on' }).DEMO_MODE).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'off', JWT_SECRET: LIVE.JWT_SECRET, SECRETS_KEY: LIVE.SECRETS_KEY }).DEMO_MODE).toBe(
      false,
    );
  });

  it('governs every demo part: all on in demo mode, each can be switched off, none live', () => {
    const demo = loadConfig({});
    expect([pspSandboxEnabled(demo), devMailboxEnabled(demo), oidcDevIssuer(demo) !== null]).toEqual([
      true,
      true,
      true,
    ]);
    expect(pspSandboxEnabled(loadConfig({ PSP_SANDBOX: 'off' }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ DEV_MAILBOX: 'off' }))).toBe(false);
    const live = loadConfig(LIVE);
    expect([pspSandboxEnabled(live), devMailboxEnabled(live), oidcDevIssuer(live)]).toEqual([false, false, null]);
  });

  it.each(['PSP_SANDBOX', 'DEV_MAILBOX', 'OIDC_DEV_PROVIDER'])(
    'refuses to start live with the demo part %s switched on',
    (part) => {
      expect(() => loadConfig({ ...LIVE, [part]: 'on' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...LIVE, [part]: 'on' })).toThrow(new RegExp(`${part}: is a demo part`));
      expect(() => loadConfig({ ...LIVE, DATABASE_URL: undefined, DEMO_MODE: 'off', [part]: 'true' })).toThrow(
        new RegExp(part),
      );
      expect(loadConfig({ ...LIVE, [part]: 'off' }).DEMO_MODE).toBe(false);
    },
  );

  it.each(['JWT_SECRET', 'SECRETS_KEY'])('refuses to start live without %s', (key) => {
    expect(() => loadConfig({ ...LIVE, [key]: undefined })).toThrow(ConfigError);
    expect(() => loadConfig({ ...LIVE, [key]: '' })).toThrow(new RegExp(`${key}: must be set when DEMO_MODE is off`));
    expect(loadConfig({ [key]: undefined }).DEMO_MODE).toBe(true);
  });
});
