import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { sharedSecret } from '../platform/player/tokens.js';
import { vapidKeys } from '../platform/notification/web-push.js';
import { sandboxApiKey, sandboxWebhookSecret } from '../platform/payment/sandbox-secrets.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestOperator } from '../test/operators.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEALED = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

describe('secrets at rest', () => {
  it('keeps every generated secret sealed: the database holds none of them in plain text', async () => {
    const operator = await createTestOperator(t.app, 'admin');
    const plain = [
      await sandboxApiKey(t.app, t.config),
      await sandboxWebhookSecret(t.app, t.config),
      (await vapidKeys(t.app, {})).privateKey,
      await sharedSecret(t.app, 'jwt', undefined),
      await sharedSecret(t.app, 'captcha', undefined),
      await sharedSecret(t.app, 'operator-jwt', undefined),
      operator.totpSecret,
      operator.apiKey,
    ];
    const rows = await t.app.db.selectFrom('player_secrets').select(['name', 'value']).execute();
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'jwt',
        'captcha',
        'vapid',
        'operator-jwt',
        'psp-sandbox-api-key',
        'psp-sandbox-webhook-secret',
      ]),
    );
    for (const row of rows) expect(row.value).toMatch(SEALED);

    const dump = JSON.stringify([
      rows,
      await t.app.db.selectFrom('operators').selectAll().execute(),
      await t.app.db.selectFrom('operator_api_keys').selectAll().execute(),
    ]);
    for (const secret of plain) expect(dump).not.toContain(secret);
  });

  it('seals a plain secret left by an older version when it is first read, keeping its value', async () => {
    await t.app.db.insertInto('player_secrets').values({ name: 'legacy', value: 'plain-legacy-secret' }).execute();
    expect(await sharedSecret(t.app, 'legacy', undefined)).toBe('plain-legacy-secret');
    const row = await t.app.db
      .selectFrom('player_secrets')
      .select('value')
      .where('name', '=', 'legacy')
      .executeTakeFirstOrThrow();
    expect(row.value).toMatch(SEALED);
    expect(row.value).not.toContain('plain-legacy-secret');
    expect(await sharedSecret(t.app, 'legacy', undefined)).toBe('plain-legacy-secret');
  });

  it('refuses to start on secrets sealed under another SECRETS_KEY, naming the problem', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRETS_KEY: randomBytes(32).toString('hex') });
    await expect(buildApp({ config, database: t.database, logger: false })).rejects.toThrow(
      /"jwt" cannot be opened with this SECRETS_KEY/,
    );
  });

  it('never writes a password, a code, a token or an API key to the log', async () => {
    const lines: string[] = [];
    const operator = await createTestOperator(t.app, 'support');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', SECRETS_KEY: t.config.SECRETS_KEY });
    const app = await buildApp({ config, database: t.database, logStream: { write: (l) => lines.push(l) } });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: operator.email, password: operator.password, code: '012345' },
      });
      await app.inject({ method: 'GET', url: '/api/admin/session', headers: operator.headers });
      const log = lines.join('');
      expect(log).toContain('/api/admin/session');
      for (const secret of [operator.password, operator.apiKey, '012345']) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
