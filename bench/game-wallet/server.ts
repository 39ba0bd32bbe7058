/**
 * The two servers under test, each run as a child of bench.ts so they have a process (and an
 * event loop) of their own, as in production:
 *   - `app`: the whole API-only app on PostgreSQL (BENCH_DATABASE_URL, a fresh schema dropped
 *     on close), listening on a port, with BENCH_PLAYERS funded players each holding a live
 *     game session at one game of the in-house provider;
 *   - `static`: a plain Fastify answering every POST with a fixed JSON, the baseline.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { NOVA_STUDIO } from '../../apps/server/src/platform/game/catalogue/providers.js';
import { openGameSession } from '../../apps/server/src/platform/game/sessions.js';
import { systemAccount } from '../../apps/server/src/platform/ledger/accounts.js';
import { transfer } from '../../apps/server/src/platform/ledger/transfers.js';
import { seedSettings } from '../../apps/server/src/platform/settings/service.js';
import { activeAccount } from '../../apps/server/src/platform/wallet/accounts.js';
import type { BenchPlayer, FromServer } from './protocol.js';

// A title the studio really offers: the catalogue sync at listen takes a game it does not offer
// out of play, and every bet at it would then be refused.
const GAME_ID = 'pharaohs-fortune';
const FUNDS = 1_000_000_000n;

function send(message: FromServer): void {
  process.send?.(message);
}

async function staticServer(): Promise<void> {
  const app = Fastify({ logger: false });
  const answer = { status: 'OK', requestId: 'static', balance: '1000000', currency: 'EUR' };
  app.post('/*', async () => answer);
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port, players: [], secret: '', database: 'none' });
}

async function appServer(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const count = Number(process.env.BENCH_PLAYERS ?? '200');
  const pool = Number(process.env.BENCH_POOL ?? '4');
  const schema = `bench_game_wallet_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: String(pool),
    JWT_SECRET: randomBytes(32).toString('hex'),
    CAPTCHA_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    JOBS_ENABLED: process.env.JOBS_ENABLED ?? 'true',
  });
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: pool, schema });
  await migrate(database);
  await seedSettings(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const db = database.db;
  await db.insertInto('game_providers').values({ identity: NOVA_STUDIO, name: 'Nova Studio' }).execute();
  await db
    .insertInto('games')
    .values({
      identity: `${NOVA_STUDIO}-${GAME_ID}`,
      provider_identity: NOVA_STUDIO,
      provider_game_id: GAME_ID,
      name: 'Bench Reels',
      kind: 'slot',
      rtp: 96,
      volatility: 'medium',
      has_demo: true,
      devices: ['desktop', 'mobile'],
      tile_image: '/art/bench/tile.svg',
      released_at: '2024-01-01',
      min_bet: 1n,
      max_bet: 1_000_000n,
    })
    .execute();
  const ids = Array.from({ length: count }, () => randomUUID());
  await db
    .insertInto('players')
    .values(ids.map((id, i) => ({ id, email: `bench-${i}@bench.invalid`, currency: 'EUR' })))
    .execute();
  const players: BenchPlayer[] = [];
  for (const playerId of ids) {
    const account = await activeAccount(db, playerId);
    const key = `bench-deposit:${playerId}`;
    const funded = await transfer(db, {
      idempotencyKey: key,
      debit: await systemAccount(db, 'psp:bench', account.currency, key),
      credit: account.ledgerAccountId,
      amount: FUNDS,
      currency: account.currency,
      reason: 'deposit',
    });
    if (!funded.ok) throw new Error(`bench deposit failed: ${funded.code}`);
    const session = await openGameSession(db, {
      playerId,
      gameIdentity: `${NOVA_STUDIO}-${GAME_ID}`,
      currency: account.currency,
    });
    players.push({ token: session.token, gameId: GAME_ID, currency: account.currency });
  }

  await app.listen({ host: '127.0.0.1', port: 0 });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
    process.exit(0);
  };
  process.on('disconnect', () => void close());
  send({
    type: 'ready',
    port: (app.server.address() as AddressInfo).port,
    players,
    secret: app.gameProviders.walletSecret(NOVA_STUDIO) ?? '',
    database: `PostgreSQL, schema ${schema}, pool ${pool}`,
  });
}

(process.argv[2] === 'static' ? staticServer() : appServer()).catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
