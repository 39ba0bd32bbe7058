import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from './redis.js';
import { createTestApp, type TestApp } from './test/app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket
      .once('connect', () => resolve(true))
      .once('error', () => resolve(false))
      .once('timeout', () => resolve(false));
  }).finally(() => undefined) as Promise<boolean>;
}

const hasRedis = await reachable(REDIS_URL);

describe.skipIf(!hasRedis)('with REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { redis: await openRedis(REDIS_URL) });
  });
  afterAll(() => t.close());

  it('reports Redis in the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', redis: { configured: true, ok: true } });
  });
});
