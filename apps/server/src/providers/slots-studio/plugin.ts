import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { HttpTransport } from '../../contracts/http-transport.js';
import { studioErrorHandler } from '../kit/error-handler.js';
import { apiRoutes } from './api-routes.js';
import { artRoutes } from '../kit/art-routes.js';
import { artFile } from './art.js';
import { cryptoRng } from './engine/rng.js';
import { gameApiRoutes } from './game-api-routes.js';
import { GameServer } from './game-server.js';
import { deleteStaleDemoLaunches } from '../kit/launches.js';
import { pageRoutes } from './page-routes.js';
import { Settlement } from '../kit/purse.js';
import { keepRawJsonBodies } from '../kit/raw-body.js';
import { kitView, type NovaStudioTables } from './tables.js';
import { WalletClient } from '../kit/wallet-client.js';

export interface NovaStudioOptions {
  db: Kysely<NovaStudioTables>;
  /** `game-provider:nova-studio:wallet`: the studio signs its wallet calls with it. */
  walletSecret: string;
  /** `game-provider:nova-studio:api`: the platform's game-list and launch calls are checked with it. */
  apiSecret: string;
  /** Reaches the platform's `/api/game-wallet/nova-studio`: calls go to `/balance`, `/bet` … on it. */
  walletTransport: HttpTransport;
  /** Where the studio is mounted, e.g. `/providers/nova-studio`; its URLs are paths under it. */
  basePath: string;
  /** Pauses between wallet retries (tests shorten them). */
  retryDelaysMs?: readonly number[];
  /** How often the settle sweep runs; 0 runs it only on start and on demand. */
  sweepEveryMs?: number;
}

/** The studio's handle for tests and tools in this process. */
export interface NovaStudioHandle {
  /** Resends pending wins and rollbacks and rolls back bets left pending, older than `olderThanMs`. */
  settlePending(olderThanMs?: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    novaStudio: NovaStudioHandle;
  }
}

/**
 * Nova Studio, the in-house game provider (DESIGN §1), mounted in this process as an outside
 * studio would be: it imports only `contracts/`, `packages/shared` and its own files, is
 * reached by the platform through `contracts/game-provider.ts` and reaches the platform's
 * wallet only through `contracts/game-wallet.ts`, signed, over HTTP.
 */
export const novaStudioProvider = fp<NovaStudioOptions>(
  async (app, options) => {
    const { db, basePath } = options;
    const wallet = new WalletClient({
      transport: options.walletTransport,
      secret: options.walletSecret,
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
    const server = new GameServer(db, wallet, cryptoRng(), app.log);
    const settlement = new Settlement(kitView(db), wallet, app.log);
    app.decorate('novaStudio', { settlePending: (olderThanMs?: number) => settlement.sweep(olderThanMs) });

    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<void> = Promise.resolve();
    const sweep = async () => {
      try {
        await settlement.sweep();
        await deleteStaleDemoLaunches(kitView(db));
      } catch (error) {
        app.log.error({ err: error }, 'nova studio settle sweep failed');
      }
    };
    // A sweep still running when the app closes would race the caller's next step (a test drops its schema).
    const startSweep = () => {
      sweeping = sweeping.then(sweep);
    };
    app.addHook('onReady', async () => {
      startSweep();
      const every = options.sweepEveryMs ?? 60_000;
      if (every > 0) timer = setInterval(startSweep, every).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });

    await app.register(
      async (studio: FastifyInstance) => {
        keepRawJsonBodies(studio);
        studio.setErrorHandler(studioErrorHandler('nova studio'));
        studio.setNotFoundHandler((request, reply) =>
          reply
            .status(404)
            .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
        );
        await studio.register(apiRoutes, { prefix: '/api', db, apiSecret: options.apiSecret, basePath });
        await studio.register(gameApiRoutes, { prefix: '/game-api', server, basePath });
        // Tiles, banners and reel symbols, drawn by the engine.
        await studio.register(artRoutes, {
          prefix: '/art',
          tag: 'nova-studio',
          summary: "A game's tile (3:4), banner (16:9) or reel symbol as SVG",
          artFile,
        });
        await studio.register(pageRoutes, { basePath, db });
      },
      { prefix: basePath },
    );
  },
  { name: 'nova-studio' },
);
