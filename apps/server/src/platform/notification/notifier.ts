import type { MessageView, PushView } from '@casino/shared/notification';
import { playerChannel } from '@casino/shared/push';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteUrl } from '../../config.js';
import { currentRestriction } from '../limits/service.js';
import { storeMessage } from './messages.js';
import { storePush } from './pushes.js';
import { vapidKeys, WebPush } from './web-push.js';

/** How every domain (and the operator) reaches a player: stored first, then published live. */
export interface Notifier {
  sendMessage(playerId: string, content: { title: string; body?: string | undefined }): Promise<MessageView>;
  sendPush(
    playerId: string,
    content: { title: string; body?: string | undefined; url?: string | null | undefined },
  ): Promise<{ push: PushView; delivered: number }>;
  /**
   * Marketing (offers, promotions, news) as opposed to service messages about the player's own
   * account: a self-excluded or cooling-off player gets none (issue 16), so these answer null
   * and send nothing while an exclusion is in force.
   */
  sendMarketingMessage(
    playerId: string,
    content: { title: string; body?: string | undefined },
  ): Promise<MessageView | null>;
  sendMarketingPush(
    playerId: string,
    content: { title: string; body?: string | undefined; url?: string | null | undefined },
  ): Promise<{ push: PushView; delivered: number } | null>;
  readonly webPush: WebPush;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export const notifierPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const keys = await vapidKeys(app, { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
    const webPush = new WebPush(app.db, keys, {
      subject: config.VAPID_SUBJECT ?? `mailto:${config.PROJECT_EMAIL}`,
      allowedHosts: config.WEB_PUSH_ALLOWED_HOSTS,
      log: app.log,
    });
    const sendMessage: Notifier['sendMessage'] = async (playerId, content) => {
      const message = await storeMessage(app.db, playerId, content);
      const channel = playerChannel('messenger:notifications', playerId);
      await app.push.publish(channel, 'notification', message, playerId);
      return message;
    };
    const sendPush: Notifier['sendPush'] = async (playerId, content) => {
      const push = await storePush(app.db, playerId, content);
      await app.push.publish(playerChannel('messenger:pushes', playerId), 'push', push, playerId);
      const url = push.content.url ? new URL(push.content.url, `${siteUrl(config)}/`).toString() : null;
      const delivered = await webPush.deliver(playerId, { title: push.content.title, body: push.content.body, url });
      return { push, delivered };
    };
    const marketingAllowed = async (playerId: string) => (await currentRestriction(app.db, playerId)) === null;
    const notifier: Notifier = {
      webPush,
      sendMessage,
      sendPush,
      sendMarketingMessage: async (playerId, content) =>
        (await marketingAllowed(playerId)) ? sendMessage(playerId, content) : null,
      sendMarketingPush: async (playerId, content) =>
        (await marketingAllowed(playerId)) ? sendPush(playerId, content) : null,
    };
    app.decorate('notifier', notifier);
  },
  { name: 'notifier', dependencies: ['push'] },
);
