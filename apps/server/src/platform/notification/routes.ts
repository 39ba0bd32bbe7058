import { MESSAGE_PAGE_SIZE, PUSH_PAGE_SIZE } from '@casino/shared/notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageMetaSchema, pageQuery } from '../../http/pagination.js';
import { requestLocale } from '../../http/request-locale.js';
import { currentPlayer, requirePlayer } from '../player/auth.js';
import { requestMeta } from '../player/request-meta.js';
import { receiveContact } from './contact.js';
import { deleteMessages, listMessages, readAllMessages, readMessages } from './messages.js';
import { listPushes, readAllPushes, readPushes } from './pushes.js';

const state = z.union([z.literal(1), z.literal(2)]);
const timestamps = { readAt: z.string().nullable(), createdAt: z.string() };
const message = z.object({
  id: z.string(),
  content: z.object({ title: z.string(), body: z.string() }),
  state,
  ...timestamps,
});
const push = z.object({
  id: z.string(),
  content: z.object({ title: z.string(), body: z.string(), url: z.string().nullable() }),
  state,
  ...timestamps,
});
const ids = z.array(z.uuid()).min(1).max(100);
const unread = z.object({ meta: z.object({ totalUnread: z.number() }) });
const ok = z.object({ ok: z.literal(true) });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notification'];
  const auth = { preHandler: requirePlayer };

  app.get(
    '/notification/messenger/messages',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My messages, newest first, with the unread count',
        querystring: pageQuery(MESSAGE_PAGE_SIZE),
        response: {
          200: z.object({ data: z.array(message), meta: pageMetaSchema.extend({ totalUnread: z.number() }) }),
        },
      },
    },
    async (request) => listMessages(app.db, currentPlayer(request).playerId, request.query.page, request.query.perPage),
  );

  app.post(
    '/notification/messenger/messages/read',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark some of my messages read (all must be mine, else 404 and nothing changes)',
        body: z.object({ messageIds: ids }),
        response: { 200: unread },
      },
    },
    async (request) => ({
      meta: { totalUnread: await readMessages(app.db, currentPlayer(request).playerId, request.body.messageIds) },
    }),
  );

  app.post(
    '/notification/messenger/messages/read/all',
    { ...auth, schema: { tags, summary: 'Mark all my messages read', response: { 200: unread } } },
    async (request) => ({ meta: { totalUnread: await readAllMessages(app.db, currentPlayer(request).playerId) } }),
  );

  app.delete(
    '/notification/messenger/messages',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delete some of my messages (all must be mine, else 404 and nothing changes)',
        body: z.object({ messageIds: ids }),
        response: { 200: unread },
      },
    },
    async (request) => ({
      meta: { totalUnread: await deleteMessages(app.db, currentPlayer(request).playerId, request.body.messageIds) },
    }),
  );

  app.get(
    '/notification/pushes',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Push notifications sent to me, newest first',
        querystring: pageQuery(PUSH_PAGE_SIZE),
        response: { 200: z.object({ data: z.array(push), meta: pageMetaSchema }) },
      },
    },
    async (request) => listPushes(app.db, currentPlayer(request).playerId, request.query.page, request.query.perPage),
  );

  app.post(
    '/notification/pushes/read',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Mark some of my push notifications read',
        body: z.object({ pushIds: ids }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await readPushes(app.db, currentPlayer(request).playerId, request.body.pushIds);
      return { ok: true as const };
    },
  );

  app.post(
    '/notification/pushes/read/all',
    { ...auth, schema: { tags, summary: 'Mark all my push notifications read', response: { 200: ok } } },
    async (request) => {
      await readAllPushes(app.db, currentPlayer(request).playerId);
      return { ok: true as const };
    },
  );

  app.get(
    '/notification/web-push/key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: app.notifier.webPush.publicKey }),
  );

  app.post(
    '/notification/web-push/subscriptions',
    {
      ...auth,
      schema: {
        tags,
        summary: "Register this browser's Web Push subscription for me",
        body: z.object({
          endpoint: z.string().max(2000),
          keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
        }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await app.notifier.webPush.subscribe(currentPlayer(request).playerId, request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/notification/web-push/subscriptions',
    {
      ...auth,
      schema: {
        tags,
        summary: "Forget this browser's Web Push subscription",
        body: z.object({ endpoint: z.string().max(2000) }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await app.notifier.webPush.unsubscribe(currentPlayer(request).playerId, request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.post(
    '/notification/communications',
    {
      schema: {
        tags,
        summary: 'Send a message to support (the contact form); signed in or not; rate limited',
        body: z.object({
          name: z.string().max(1000),
          email: z.string().max(1000),
          subject: z.string().max(1000),
          message: z.string().max(20_000),
          locale: z.string().max(10).optional(),
        }),
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const session = await app.authenticate(request);
      const result = await receiveContact(
        app,
        request.body,
        { playerId: session?.playerId ?? null, ip: requestMeta(request).ip, locale: request.body.locale ?? null },
        requestLocale(request),
      );
      return reply.code(201).send(result);
    },
  );
};
