/**
 * The server under test, run as a child of bench.ts so its memory and descriptors are its
 * own: the API-only app on PGlite (or BENCH_DATABASE_URL), seeded on request with players
 * that each hold an open session, answering the parent's IPC requests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
// For their `declare module 'fastify'` blocks: app.tokens and app.push are typed there.
import type {} from '../../apps/server/src/platform/player/auth.js';
import type {} from '../../apps/server/src/platform/push/push-server.js';
import type { AccessTokens } from '../../apps/server/src/platform/player/tokens.js';
import { seedSettings } from '../../apps/server/src/platform/settings/service.js';
import {
  BENCH_CHANNEL,
  epochNow,
  type BenchNotification,
  type FromServer,
  type SeededPlayer,
  type ToServer,
} from './protocol.js';

// Well under PostgreSQL's 65,535 bind parameters per statement.
const INSERT_CHUNK = 1000;

function send(message: FromServer): void {
  process.send?.(message);
}

/** Players straight into the tables: signing up 10,000 through the API would spend minutes in argon2. */
async function seedPlayers(database: Database, tokens: AccessTokens, count: number): Promise<SeededPlayer[]> {
  const players: SeededPlayer[] = [];
  for (let start = 0; start < count; start += INSERT_CHUNK) {
    const ids = Array.from({ length: Math.min(INSERT_CHUNK, count - start) }, () => randomUUID());
    const sessions = ids.map((playerId) => ({ id: randomUUID(), player_id: playerId, login_method: 'password' }));
    await database.db
      .insertInto('players')
      .values(ids.map((id, i) => ({ id, email: `bench-${start + i}@bench.invalid` })))
      .execute();
    await database.db.insertInto('player_sessions').values(sessions).execute();
    for (const session of sessions) {
      players.push({ id: session.player_id, token: await tokens.issue(session.player_id, session.id) });
    }
  }
  return players;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Memory once the process stops giving pages back. V8 shrinks its heap over a few
 * forced collections and returns the pages from a background thread a little later,
 * so a single sample right after a burst of work can be off by tens of MiB.
 */
async function settledMemory(): Promise<{ rss: number; heapUsed: number }> {
  // Started with --expose-gc so samples count what is retained, not what awaits collection.
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  let last = { rss: 0, heapTotal: 0 };
  let steady = 0;
  for (let round = 0; round < 40 && steady < 4; round++) {
    gc();
    await sleep(250);
    const { rss, heapTotal } = process.memoryUsage();
    steady = Math.abs(rss - last.rss) < 256 * 1024 && heapTotal === last.heapTotal ? steady + 1 : 0;
    last = { rss, heapTotal };
  }
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/** The descriptors this process may open (the soft limit, which is what applies), and those it has open. */
function descriptors(): { fds: number; fdLimit: number } {
  const limit = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  return { fds: readdirSync('/proc/self/fd').length, fdLimit: Number(limit ?? Number.POSITIVE_INFINITY) };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL || undefined;
  // A schema of its own on a shared server, dropped on close, so repeated runs never collide.
  const schema = url ? `bench_push_${randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every benchmark socket comes from 127.0.0.1.
    MAX_SOCKETS_PER_IP: '0',
    // The demo's simulated odds feed and the jobs would write to the database all along: what
    // is measured is the push channel alone.
    SPORT_FEED_SIM: 'false',
    JOBS_ENABLED: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    CAPTCHA_SECRET: randomBytes(32).toString('hex'),
  });
  const database = await openDatabase({ url, dataDir: 'memory://', ...(schema ? { schema } : {}) });
  await migrate(database);
  await seedSettings(database.db);
  const app = await buildApp({ config, database });
  await app.ready();

  let playerIds: string[] = [];
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    if (schema) await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
    process.exit(0);
  };

  process.on('message', (message: ToServer) => {
    switch (message.type) {
      case 'seed': {
        const seedStarted = epochNow();
        seedPlayers(database, app.tokens, message.count).then(
          (players) => {
            playerIds = players.map((p) => p.id);
            send({ type: 'seeded', seedMs: epochNow() - seedStarted, players });
          },
          (error: unknown) => send({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
        );
        break;
      }
      case 'stats':
        void settledMemory().then((memory) =>
          send({ type: 'stats', ...memory, sockets: app.push.io.of('/').sockets.size }),
        );
        break;
      case 'publish': {
        const startedAt = epochNow();
        for (const id of playerIds) {
          const data: BenchNotification = { sentAt: epochNow() };
          void app.push.publish(`${BENCH_CHANNEL}#${id}`, 'notification', data, id);
        }
        send({ type: 'published', startedAt, finishedAt: epochNow() });
        break;
      }
      case 'close':
        void close();
        break;
    }
  });
  // An orphaned server would hold its port and memory after the benchmark died.
  process.on('disconnect', () => void close());

  send({ type: 'ready', port, database: database.kind, ...descriptors() });
}

main().catch((error: unknown) => {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
