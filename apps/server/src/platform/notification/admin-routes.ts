import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { appendAudit } from '../admin/audit.js';
import { currentOperator } from '../admin/operator-auth.js';
import { findPlayerByReference } from '../admin/players.js';
import { requestMeta } from '../player/request-meta.js';

const player = z.string().min(1).max(254).describe('player id, e-mail or phone');
const title = z.string().trim().min(1).max(200);
const kind = z
  .enum(['service', 'marketing'])
  .default('service')
  .describe('marketing (offers, news) is not sent to a self-excluded or cooling-off player: 13108');

/** The operator's way to reach a player (`npm run admin -- message …`, `… push …`). */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const operator = { onRequest: app.operatorWith('support', 'admin') };

  app.post(
    '/admin/notification/messages',
    {
      ...operator,
      schema: {
        tags,
        summary: "Send a message to a player's notification centre (stored, then pushed live)",
        body: z.object({ player, title, body: z.string().max(5000).default(''), kind }),
        response: { 201: z.object({ id: z.string(), playerId: z.string() }) },
      },
    },
    async (request, reply) => {
      const target = await findPlayerByReference(app.db, request.body.player);
      if (!target) throw new AppError('NOT_FOUND', 'No such player');
      const { kind: messageKind, ...content } = request.body;
      const message =
        messageKind === 'marketing'
          ? await app.notifier.sendMarketingMessage(target.id, content)
          : await app.notifier.sendMessage(target.id, content);
      if (!message) throw new AppError('MARKETING_STOPPED');
      await appendAudit(app.db, {
        operatorId: currentOperator(request).id,
        action: 'notification.message.send',
        target: target.id,
        details: { messageId: message.id, title: request.body.title },
        ip: requestMeta(request).ip,
      });
      return reply.code(201).send({ id: message.id, playerId: target.id });
    },
  );

  app.post(
    '/admin/notification/pushes',
    {
      ...operator,
      schema: {
        tags,
        summary: "Send a push notification to a player's browsers (Web Push) and live channel",
        body: z.object({
          player,
          title,
          body: z.string().max(1000).default(''),
          url: z
            .string()
            .max(2000)
            .regex(/^(\/|https:\/\/)/, 'must be a site path or an https:// address')
            .optional(),
          kind,
        }),
        response: { 201: z.object({ id: z.string(), playerId: z.string(), delivered: z.number() }) },
      },
    },
    async (request, reply) => {
      const target = await findPlayerByReference(app.db, request.body.player);
      if (!target) throw new AppError('NOT_FOUND', 'No such player');
      const { kind: pushKind, ...content } = request.body;
      const sent =
        pushKind === 'marketing'
          ? await app.notifier.sendMarketingPush(target.id, content)
          : await app.notifier.sendPush(target.id, content);
      if (!sent) throw new AppError('MARKETING_STOPPED');
      const { push, delivered } = sent;
      await appendAudit(app.db, {
        operatorId: currentOperator(request).id,
        action: 'notification.push.send',
        target: target.id,
        details: { pushId: push.id, title: request.body.title, delivered },
        ip: requestMeta(request).ip,
      });
      return reply.code(201).send({ id: push.id, playerId: target.id, delivered });
    },
  );
};
