import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { internalCallHeaders } from './internal-calls.js';

let t: TestApp;
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SECRETS_KEY: t.config.SECRETS_KEY });
  app = await buildApp({ config, database: t.database, logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === 'request');

describe('the request log', () => {
  it('writes one line per request with method, path, status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/settings/locales' });
    expect(requestLines()).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/settings/locales',
        statusCode: 200,
        elapsedMs: expect.any(Number),
      }),
    ]);
  });

  it('leaves out the calls server rendering makes for a page', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/settings/locales', headers: internalCallHeaders });
    expect(requestLines()).toEqual([]);
  });

  it('logs a client that merely sends the internal header name', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/settings/locales', headers: { 'x-internal-call': 'guess' } });
    expect(requestLines()).toHaveLength(1);
  });
});
