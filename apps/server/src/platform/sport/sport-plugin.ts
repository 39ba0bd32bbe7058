import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SPORT_LIVE_CHANNEL, sportEventChannel } from '@casino/shared/push';
import { BetPush } from './bet-push.js';
import { ACCEPT_JOB, acceptLiveBet } from './bets.js';
import { pullFeed, type FeedConnection } from './feed-client.js';
import type { Applied } from './ingest.js';
import { readSetting } from '../settings/operator-settings.js';
import { SPORT_RETENTION } from './operator-settings.js';
import { eventView } from './queries.js';
import { pruneFinishedEvents } from './retention.js';
import type { BetChange } from './settlement.js';

export const PULL_JOB = 'sport.feed.pull';
export const PRUNE_JOB = 'sport.feed.prune';
export const RETENTION_JOB = 'sport.events.prune';
/** Message ids are kept this long: a feed serves a day back at most, so no replay is older. */
const MESSAGE_MEMORY_DAYS = 3;

export interface SportOptions {
  /** The odds feeds to pull; none means the sportsbook shows what the database holds. */
  feeds: FeedConnection[];
  pollMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sport: {
      /** Pulls every feed once (the job does this on its schedule); the number of messages applied. */
      pull(): Promise<number>;
      /** Pushes what applied feed messages changed: events to open pages, bets to their players. */
      publishApplied(applied: Applied[]): Promise<void>;
      /** Pushes a bet change to its player: the bet on `game:bets#{id}` and the wallet balance. */
      publishBet(change: BetChange): Promise<void>;
    };
  }
}

/**
 * Wires the sportsbook's background work: a persisted job pulls each feed on a schedule and
 * pushes the changed events to open pages, another accepts or refuses live bets when their
 * delay ends. Both are jobs, so they survive a restart and run in one process at a time.
 */
export const sportPlugin = fp<SportOptions>(
  async (app: FastifyInstance, options) => {
    const betPush = new BetPush(app.db, app.push);
    const publishBet = (change: BetChange) => betPush.changed([change]);

    async function publishEvents(eventIds: Set<bigint>) {
      for (const id of eventIds) {
        const view = await eventView(app.db, id);
        if (!view) continue;
        await app.push.publish(sportEventChannel(view.id), 'sport.event', view);
        if (view.isLive || view.phase === 'ended') {
          await app.push.publish(SPORT_LIVE_CHANNEL, 'sport.event', { ...view, markets: view.markets.slice(0, 1) });
        }
      }
    }

    async function publishApplied(applied: Applied[]) {
      await publishEvents(new Set(applied.filter((a) => a.eventChanged).map((a) => a.eventId)));
      await betPush.applied(applied);
    }

    async function pull(): Promise<number> {
      let total = 0;
      for (const feed of options.feeds) {
        const applied: Applied[] = [];
        total += await pullFeed(app.db, feed, (one: Applied) => applied.push(one), app.log);
        await publishApplied(applied);
      }
      return total;
    }

    app.decorate('sport', { pull, publishApplied, publishBet });
    app.jobs.define(
      PULL_JOB,
      async () => {
        await pull();
      },
      { maxAttempts: 1, leaseSeconds: 120 },
    );
    app.jobs.define<{ betId: string }>(ACCEPT_JOB, async ({ betId }) => {
      const change = await acceptLiveBet(app.db, betId);
      if (change) await publishBet(change);
    });
    app.jobs.define(PRUNE_JOB, async () => {
      await app.db
        .deleteFrom('sport_feed_messages')
        .where('received_at', '<', new Date(Date.now() - MESSAGE_MEMORY_DAYS * 86_400_000))
        .execute();
    });
    app.jobs.define(RETENTION_JOB, async () => {
      const days = await readSetting(app.db, SPORT_RETENTION);
      const pruned = await pruneFinishedEvents(app.db, new Date(Date.now() - days * 86_400_000));
      app.log.info(pruned, 'finished sport events pruned');
    });
    app.jobs.schedule(RETENTION_JOB, { cron: '37 4 * * *' });
    if (options.feeds.length > 0) {
      app.jobs.schedule(PULL_JOB, { everyMs: options.pollMs });
      app.jobs.schedule(PRUNE_JOB, { cron: '17 4 * * *' });
    }
  },
  { name: 'sport', dependencies: ['jobs', 'push'] },
);
