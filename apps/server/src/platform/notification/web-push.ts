import type { Agent } from 'node:https';
import type { WebPushPayload } from '@casino/shared/notification';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { sharedSecret, type SecretStore } from '../player/tokens.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: the configured one, otherwise one generated on first start and
 * kept in the database so every process (and every restart) signs with the same key —
 * browsers' subscriptions are bound to it.
 */
export async function vapidKeys(
  store: SecretStore,
  configured: { publicKey?: string | undefined; privateKey?: string | undefined },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  return JSON.parse(
    await sharedSecret(store, 'vapid', undefined, () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as VapidKeys;
}

/**
 * The server posts to a subscription's endpoint, so only real push services are
 * allowed (a host or a `*.` suffix from WEB_PUSH_ALLOWED_HOSTS): otherwise a player
 * could make the server call any address.
 */
export function isAllowedEndpoint(endpoint: string, allowedHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export class WebPush {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly keys: VapidKeys,
    private readonly options: {
      subject: string;
      allowedHosts: string[];
      log: FastifyBaseLogger;
      /** Only tests set this, to trust their own push service's certificate. */
      agent?: Agent;
    },
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** A browser belongs to whoever subscribed it last: signing in as someone else moves it. */
  async subscribe(playerId: string, subscription: Subscription): Promise<void> {
    if (!isAllowedEndpoint(subscription.endpoint, this.options.allowedHosts)) {
      throw new AppError('VALIDATION_FAILED', undefined, { endpoint: ['This is not a known push service'] });
    }
    const values = {
      endpoint: subscription.endpoint,
      player_id: playerId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    };
    await this.db
      .insertInto('web_push_subscriptions')
      .values(values)
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ player_id: playerId, p256dh: values.p256dh, auth: values.auth }),
      )
      .execute();
  }

  async unsubscribe(playerId: string, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('web_push_subscriptions')
      .where('player_id', '=', playerId)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  /**
   * Sends to every browser the player subscribed. A push service that answers 404 or
   * 410 has dropped the subscription, so it is forgotten; other failures are logged.
   * Returns how many browsers accepted it.
   */
  async deliver(playerId: string, payload: WebPushPayload): Promise<number> {
    const subscriptions = await this.db
      .selectFrom('web_push_subscriptions')
      .selectAll()
      .where('player_id', '=', playerId)
      .execute();
    const results = await Promise.all(
      subscriptions.map(async (s) => {
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: { subject: this.options.subject, ...this.keys },
              TTL: 24 * 60 * 60,
              timeout: 5000,
              ...(this.options.agent ? { agent: this.options.agent } : {}),
            },
          );
          return true;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await this.db.deleteFrom('web_push_subscriptions').where('endpoint', '=', s.endpoint).execute();
          } else {
            this.options.log.warn({ err: error, status }, 'web push delivery failed');
          }
          return false;
        }
      }),
    );
    return results.filter(Boolean).length;
  }
}
