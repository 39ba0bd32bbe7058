import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { HttpTransport } from '../../contracts/http-transport.js';
import { studioErrorHandler } from '../kit/error-handler.js';
import { apiRoutes } from './api-routes.js';
import { artRoutes } from '../kit/art-routes.js';
import { artFile } from './art.js';
import { Rounds } from './bets.js';
import { gameApiRoutes } from './game-api-routes.js';
import { steppedGames } from './games/registry.js';
import { deleteStaleDemoLaunches } from '../kit/launches.js';
import { pageRoutes } from './page-routes.js';
import { Settlement } from '../kit/purse.js';
import { keepRawJsonBodies } from '../kit/raw-body.js';
import { Seeds } from './seeds.js';
import { kitView, type OriginalsTables } from './tables.js';
import { WalletClient } from '../kit/wallet-client.js';
import { blackjackRoutes } from './blackjack/routes.js';
import { BlackjackRounds } from './blackjack/rounds.js';
import { CrashGame } from './crash/game.js';
import { CrashLoop } from './crash/loop.js';
import { crashRoutes } from './crash/routes.js';

/** The persisted job runner of the site the studio is mounted in (the platform's `app.jobs`). */
export interface JobRunner {
  define(name: string, handler: (data: Record<string, unknown>) => Promise<void>): void;
  schedule(name: string, when: { everyMs: number }): void;
}

export interface OriginalsOptions {
  db: Kysely<OriginalsTables>;
  /** `game-provider:originals:wallet`: the studio signs its wallet calls with it. */
  walletSecret: string;
  /** `game-provider:originals:api`: the platform's game-list and launch calls are checked with it. */
  apiSecret: string;
  /** Reaches the platform's `/api/game-wallet/originals`. */
  walletTransport: HttpTransport;
  /** Where the studio is mounted, e.g. `/providers/originals`. */
  basePath: string;
  /** Runs the settle job (pending wallet calls, abandoned rounds), persisted so a restart loses nothing. */
  jobs: JobRunner;
  /** Pauses between wallet retries (tests shorten them). */
  retryDelaysMs?: readonly number[];
  /** Run Crash's round loop once the site listens (off in tests: they drive `originalsCrash`). */
  crashLoop?: boolean;
}

/** The studio's handle for tests and tools in this process. */
export interface OriginalsHandle {
  /**
   * What the settle job does: resends pending wins and rollbacks older than `pendingMs`, rolls
   * back bets left pending, and finishes rounds idle longer than `abandonedMs` by their rules.
   */
  settle(options?: { pendingMs?: number; abandonedMs?: number }): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    originals: OriginalsHandle;
    /** Crash's rounds, for tests and tools in this process: `advance` is one step of its loop. */
    originalsCrash: CrashGame;
  }
}

export const SETTLE_JOB = 'originals.settle';
const SETTLE_EVERY_MS = 30_000;

/**
 * Originals, the in-house provably fair studio (issue 15), mounted in this process as an
 * outside studio would be: it imports only `contracts/`, `packages/shared` and its own files,
 * is reached by the platform through `contracts/game-provider.ts` and reaches the platform's
 * wallet only through `contracts/game-wallet.ts`, signed, over HTTP.
 */
export const originalsProvider = fp<OriginalsOptions>(
  async (app, options) => {
    const { db, basePath } = options;
    const wallet = new WalletClient({
      transport: options.walletTransport,
      secret: options.walletSecret,
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
    const seeds = new Seeds(db);
    const rounds = new Rounds(db, seeds, wallet, app.log);
    const settlement = new Settlement(kitView(db), wallet, app.log);
    const crash = new CrashGame(db, rounds, app.log);
    const blackjack = new BlackjackRounds(db, seeds, rounds);
    const settle: OriginalsHandle['settle'] = async ({ pendingMs, abandonedMs } = {}) => {
      const resent = await settlement.sweep(pendingMs);
      const finished =
        (await rounds.settleAbandoned(steppedGames(), abandonedMs)) +
        (await blackjack.settleAbandoned(abandonedMs)) +
        (await crash.settleCrashed());
      await deleteStaleDemoLaunches(kitView(db));
      return resent + finished;
    };
    app.decorate('originals', { settle });
    app.decorate('originalsCrash', crash);
    if (options.crashLoop) {
      const loop = new CrashLoop(crash, app.log);
      app.addHook('onListen', () => loop.start());
      app.addHook('onClose', () => loop.stop());
    }
    options.jobs.define(SETTLE_JOB, async () => {
      await settle();
    });
    options.jobs.schedule(SETTLE_JOB, { everyMs: SETTLE_EVERY_MS });

    await app.register(
      async (studio: FastifyInstance) => {
        keepRawJsonBodies(studio);
        studio.setErrorHandler(studioErrorHandler('originals'));
        studio.setNotFoundHandler((request, reply) =>
          reply
            .status(404)
            .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
        );
        await studio.register(apiRoutes, { prefix: '/api', db, apiSecret: options.apiSecret, basePath });
        await studio.register(gameApiRoutes, { prefix: '/game-api', db, rounds, seeds });
        await studio.register(crashRoutes, { prefix: '/game-api/crash', db, game: crash, rounds });
        await studio.register(blackjackRoutes, { prefix: '/game-api/blackjack', db, blackjack, rounds, seeds });
        // Tiles and banners drawn from each game's palette.
        await studio.register(artRoutes, {
          prefix: '/art',
          tag: 'originals',
          summary: "A game's tile (3:4) or banner (16:9) as SVG",
          artFile,
        });
        await studio.register(pageRoutes, { basePath, db });
      },
      { prefix: basePath },
    );
  },
  { name: 'originals' },
);
