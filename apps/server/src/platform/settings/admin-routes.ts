import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentOperator } from '../admin/operator-auth.js';
import { requestMeta } from '../player/request-meta.js';
import { changeSetting, listSettings } from './operator-settings.js';

const settingView = z.object({
  key: z.string(),
  description: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown(),
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});

/** The operator's run-time settings (`npm run admin -- settings | setting:set | setting:reset`). */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/admin/settings',
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        summary: 'Every operator setting with its value now and its default',
        response: { 200: z.object({ data: z.array(settingView) }) },
      },
    },
    async () => ({ data: await listSettings(app.db) }),
  );

  app.put(
    '/admin/settings/:key',
    {
      onRequest: app.operatorWith('admin'),
      schema: {
        tags,
        summary: 'Change a setting (in force everywhere within 5 s); `null` restores its default',
        params: z.object({ key: z.string().regex(/^[\w.]{1,100}$/) }),
        body: z.object({ value: z.unknown() }),
        response: { 200: settingView },
      },
    },
    async (request) =>
      changeSetting(app.db, request.params.key, request.body.value ?? null, {
        operatorId: currentOperator(request).id,
        ip: requestMeta(request).ip,
      }),
  );
};
