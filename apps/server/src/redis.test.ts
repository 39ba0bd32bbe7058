import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from './redis.js';
import { createTestApp, type TestApp } from './test/app.js';
import { redisReachable, TEST_REDIS_URL } from './test/redis.js';

const hasRedis = await redisReachable();

describe.skipIf(!hasRedis)('with TEST_REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { redis: await openRedis(TEST_REDIS_URL) });
  });
  afterAll(() => t.close());

  it('reports Redis in the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', redis: { configured: true, ok: true } });
  });

  it('closes an app that has just started without a Redis command left to be refused', async () => {
    const refused: unknown[] = [];
    const onRefused = (reason: unknown) => refused.push(reason);
    process.on('unhandledRejection', onRefused);
    try {
      // Closing right after start raced the push adapter's subscriptions about once in five.
      for (let round = 0; round < 6; round++) {
        const app = await createTestApp({}, { redis: await openRedis(TEST_REDIS_URL) });
        await app.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('unhandledRejection', onRefused);
    }
    expect(refused.map(String)).toEqual([]);
  });
});
