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

/**
 * Ends a connection after the replies to the commands already sent: a plain disconnect
 * rejects them with "Connection is closed.", and some callers (the push adapter's
 * subscriptions) never catch that. A server that does not answer in time is cut off.
 */
export async function closeRedis(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (redis.status === 'end') return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([redis.quit().catch(() => undefined), late]);
  clearTimeout(timer);
  redis.disconnect();
}
