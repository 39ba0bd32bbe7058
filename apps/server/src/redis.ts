import type { Redis } from 'ioredis';

/**
 * The shared Redis of a multi-process deployment (REDIS_URL). Without it every
 * process runs alone: push fan-out and rate limits stay in process.
 */
export async function openRedis(url: string): Promise<Redis> {
  // Loaded only where REDIS_URL is set: a single process never pays for the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return redis;
}

export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
