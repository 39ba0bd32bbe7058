import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  FEED_ERRORS,
  SPORT_FEED_MAX_LIMIT,
  SPORT_FEED_SIGNATURE_HEADER,
  type FeedErrorCode,
} from '../../contracts/sport-feed.js';
import { verifySignature } from '../../contracts/signature.js';
import { z } from 'zod';
import { FeedSimulator, type InjectedMessage } from './feed.js';

export interface SportFeedSimOptions {
  /** Where the feed is mounted, e.g. `/providers/sport-feed-sim`. */
  basePath: string;
  /** The secret shared with the platform: requests and answers are signed with it. */
  secret: string;
  seed: string;
  speed: number;
  /** The feed's clock (tests move it by hand). */
  now?: () => number;
  /**
   * Mounts `POST {basePath}/test/messages`, through which end-to-end tests publish their own
   * feed messages (a fixture, a price change) at a moment they choose. Demo sites only.
   */
  testHooks?: boolean;
}

/**
 * The simulated odds feed (contracts/sport-feed.ts), mounted in this process as an outside
 * feed would be: the platform pulls its snapshot and messages over signed HTTP.
 */
export const sportFeedSimProvider = fp<SportFeedSimOptions>(
  async (app: FastifyInstance, options) => {
    const simulator = new FeedSimulator({ seed: options.seed, speed: options.speed });
    const now = options.now ?? Date.now;
    const base = options.basePath.replace(/\/+$/, '');

    const refuse = (code: FeedErrorCode) => ({ status: FEED_ERRORS[code], body: JSON.stringify({ error: code }) });
    const answer = (status: number, body: string, reply: import('fastify').FastifyReply) =>
      reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);

    app.get(`${base}/feed/snapshot`, async (request, reply) => {
      const path = request.url.slice(base.length);
      const check = verifySignature(
        options.secret,
        path,
        request.headers[SPORT_FEED_SIGNATURE_HEADER] as string | undefined,
      );
      if (!check.ok) {
        const refused = refuse('INVALID_SIGNATURE');
        return answer(refused.status, refused.body, reply);
      }
      return answer(200, JSON.stringify(simulator.snapshot(now())), reply);
    });

    if (options.testHooks) {
      app.post(`${base}/test/messages`, async (request, reply) => {
        try {
          return answer(201, JSON.stringify(simulator.inject(request.body as InjectedMessage, now())), reply);
        } catch (error) {
          if (!(error instanceof z.ZodError)) throw error;
          const refused = refuse('WRONG_SYNTAX');
          return answer(refused.status, refused.body, reply);
        }
      });
    }

    // The query is read as the contract's integers; anything else is refused as WRONG_SYNTAX.
    app.get(`${base}/feed/messages`, { config: { checksOwnStrings: true } }, async (request, reply) => {
      const path = request.url.slice(base.length);
      const check = verifySignature(
        options.secret,
        path,
        request.headers[SPORT_FEED_SIGNATURE_HEADER] as string | undefined,
      );
      if (!check.ok) {
        const refused = refuse('INVALID_SIGNATURE');
        return answer(refused.status, refused.body, reply);
      }
      const query = request.query as Record<string, string | undefined>;
      const after = Number(query.after);
      const limit = Number(query.limit ?? 500);
      if (
        !Number.isSafeInteger(after) ||
        after < 0 ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > SPORT_FEED_MAX_LIMIT
      ) {
        const refused = refuse('WRONG_SYNTAX');
        return answer(refused.status, refused.body, reply);
      }
      const page = simulator.messages(after, now(), limit);
      if (!page) {
        const refused = refuse('CURSOR_TOO_OLD');
        return answer(refused.status, refused.body, reply);
      }
      return answer(200, JSON.stringify(page), reply);
    });
  },
  { name: 'sport-feed-sim' },
);
