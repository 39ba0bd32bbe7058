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
  // Checked against the schema and written once per check, not per request: a load balancer or
  // a benchmark asks many times a second (issue 12). Its uptime is as old as its status.
  const answer = recentCheck(async () => {
    const [databaseOk, redisOk] = await Promise.all([
      app.database.ping(),
      app.redis ? pingRedis(app.redis) : Promise.resolve(true),
    ]);
    const ok = databaseOk && redisOk;
    const body = health.parse({
      status: ok ? 'ok' : 'degraded',
      database: { kind: app.database.kind, ok: databaseOk },
      redis: { configured: app.redis !== null, ok: redisOk },
      uptimeSeconds: Math.round(process.uptime()),
    });
    return { statusCode: ok ? (200 as const) : (503 as const), json: JSON.stringify(body) };
  }, HEALTH_CHECK_MAX_AGE_MS);
  app.get(
    '/health',
    {
      // The answer is never near compression's 1 KB threshold: no compression hooks to pass.
      compress: false,
      schema: { tags: ['health'], summary: 'Liveness and database status', response: { 200: health, 503: health } },
    },
    async (_request, reply) => {
      const { statusCode, json } = await answer();
      // A string is sent as it is, past the serializer: it was checked when it was written.
      return reply
        .status(statusCode)
        .type('application/json; charset=utf-8')
        .send(json as unknown as z.infer<typeof health>);
    },
  );
};
