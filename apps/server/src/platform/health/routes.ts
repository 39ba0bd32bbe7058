import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingRedis } from '../../redis.js';
import { recentCheck } from './recent-check.js';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  redis: z.object({ configured: z.boolean(), ok: z.boolean() }),
  uptimeSeconds: z.number(),
});

/** How long one database and Redis ping answers for: the status is at most this old. */
export const HEALTH_CHECK_MAX_AGE_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ping = recentCheck(
    () => Promise.all([app.database.ping(), app.redis ? pingRedis(app.redis) : Promise.resolve(true)]),
    HEALTH_CHECK_MAX_AGE_MS,
  );
  app.get(
    '/health',
    {
      // The answer is never near compression's 1 KB threshold: no compression hooks to pass.
      compress: false,
      schema: { tags: ['health'], summary: 'Liveness and database status', response: { 200: health, 503: health } },
    },
    async (_request, reply) => {
      const [databaseOk, redisOk] = await ping();
      const ok = databaseOk && redisOk;
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: { kind: app.database.kind, ok: databaseOk },
        redis: { configured: app.redis !== null, ok: redisOk },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
