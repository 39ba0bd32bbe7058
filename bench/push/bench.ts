/**
 * Benchmark of the Socket.IO push channel: how many player sockets one server process
 * holds, how fast they connect, how much server memory each costs, and how fast one event
 * per player reaches every socket. The sockets live in client processes of their own
 * (at most CLIENT_SOCKETS each), so no process runs out of descriptors but the server.
 *
 *   npm run bench:push -- [--sockets 20000] [--batch 200] [--timeout 60]
 *
 * A server process holds one descriptor per socket besides its own files: when --sockets is
 * more than its descriptor limit leaves room for, the benchmark says so and measures the
 * most that fit. BENCH_DATABASE_URL=postgres://… runs the server on PostgreSQL instead of
 * PGlite; BENCH_SERVER_NODE_ARGS adds Node flags to the server process (say, --cpu-prof).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { IpcChild } from './ipc.js';
import { epochNow, type FromClient, type FromServer, type ToClient, type ToServer } from './protocol.js';
import { positive } from '../args.js';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '20000' },
    batch: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '60' },
  },
});

const REQUESTED = positive('sockets', args.sockets);
const BATCH = positive('batch', args.batch);
const TIMEOUT_MS = positive('timeout', args.timeout) * 1000;
/** Sockets per client process: well inside any process's descriptor limit. */
const CLIENT_SOCKETS = 5000;
/** Descriptors left to the server beyond those it holds at start: log writes, database and Redis connections. */
const SERVER_FD_MARGIN = 64;

type Server = IpcChild<FromServer, ToServer>;
type Client = IpcChild<FromClient, ToClient>;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const kib = (bytes: number) => bytes / 1024;
const mib = (bytes: number) => bytes / 1024 / 1024;
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n');
}

function forkChild(file: string, nodeArgs: string[]) {
  return fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    // Resolved here so the children start whatever the working directory.
    execArgv: ['--import', import.meta.resolve('tsx'), ...nodeArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function main(): Promise<void> {
  const server: Server = new IpcChild(
    'server',
    forkChild('./server.ts', [
      '--expose-gc',
      // It would shrink tsx's idle loader thread at a random moment, tens of MiB at once, between two samples.
      '--no-memory-reducer',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    ]),
  );
  const clients: Client[] = [];
  const stop = () => Promise.all([server.stop({ type: 'close' }), ...clients.map((c) => c.stop({ type: 'close' }))]);
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  try {
    const ready = await server.next('ready');
    const room = ready.fdLimit - ready.fds - SERVER_FD_MARGIN;
    const sockets = Math.min(REQUESTED, room);
    if (sockets < REQUESTED) {
      console.log(
        `${REQUESTED} sockets exceed what one server process may hold here: its descriptor limit is ` +
          `${ready.fdLimit} (ulimit -n; hard limit ${hardFdLimit()}), it holds ${ready.fds} before any socket ` +
          `and keeps ${SERVER_FD_MARGIN} spare, so ${sockets} sockets is the most that fits; measuring ${sockets}.`,
      );
    }
    const seeded = await server.next('seeded', { type: 'seed', count: sockets });
    const url = `http://127.0.0.1:${ready.port}`;
    console.log(
      `server: ${ready.database}, ${seeded.players.length} players seeded in ${fixed(seeded.seedMs / 1000, 2)} s, ` +
        `listening on ${url}`,
    );
    for (let i = 0; i * CLIENT_SOCKETS < sockets; i++)
      clients.push(new IpcChild(`client ${i + 1}`, forkChild('./client.ts', [])));
    const shares = clients.map((_, i) => seeded.players.slice(i * CLIENT_SOCKETS, (i + 1) * CLIENT_SOCKETS));

    // The first handshakes compile socket.io's and the session query's code paths; that code is
    // paid once per process, so it belongs in the baseline rather than in the cost per socket.
    await clients[0]!.next('connected', { type: 'connect', url, players: shares[0]!.slice(0, BATCH), batch: BATCH });
    await clients[0]!.next('disconnected', { type: 'disconnect' });
    let before = await server.next('stats', { type: 'stats' });
    for (let tries = 0; before.sockets > 0 && tries < 10; tries++)
      before = await server.next('stats', { type: 'stats' });

    const connectStarted = epochNow();
    const connectedBy = await Promise.all(
      clients.map((client, i) => client.next('connected', { type: 'connect', url, players: shares[i]!, batch: BATCH })),
    );
    const connectMs = epochNow() - connectStarted;
    const connected = connectedBy.reduce((sum, c) => sum + c.connected, 0);
    const failures = new Map<string, number>();
    for (const c of connectedBy)
      for (const [reason, count] of c.failures) failures.set(reason, (failures.get(reason) ?? 0) + count);
    for (const [reason, count] of failures) console.error(`${count} socket(s) failed: ${reason}`);
    const after = await server.next('stats', { type: 'stats' });

    // Every client listens before the server publishes, so the burst measures delivery alone.
    const reports = clients.map((client, i) =>
      connectedBy[i]!.connected > 0 ? client.next('report') : Promise.resolve({ latencies: [], lastReceivedAt: 0 }),
    );
    const published = await server.next('published', { type: 'publish' });
    let timer: NodeJS.Timeout | undefined;
    const allIn = Promise.all(reports);
    const timedOut = await Promise.race([
      allIn.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      console.error(`timed out after ${TIMEOUT_MS / 1000} s waiting for deliveries`);
      for (const client of clients)
        if (client.child.connected) client.child.send({ type: 'report' } satisfies ToClient);
    }
    const received = await allIn;
    const latencies = received.flatMap((r) => r.latencies);
    const lastReceivedAt = Math.max(...received.map((r) => r.lastReceivedAt));

    const sorted = latencies.sort((a, b) => a - b);
    const perSocket = (delta: number) => (connected > 0 ? fixed(kib(delta / connected)) : 'n/a');
    console.log(
      `\npush benchmark: ${REQUESTED} sockets requested, ${sockets} measured, ${clients.length} client processes, batches of ${BATCH}`,
    );
    console.log(
      table([
        ['connected', `${connected}/${sockets} (server counts ${after.sockets})`],
        ['connect time', `${fixed(connectMs / 1000, 2)} s (${fixed(connected / (connectMs / 1000), 0)} sockets/s)`],
        ['delivered', `${latencies.length}/${sockets}`],
        ['latency p50', `${fixed(percentile(sorted, 50), 2)} ms`],
        ['latency p99', `${fixed(percentile(sorted, 99), 2)} ms`],
        ['latency max', `${fixed(sorted.at(-1) ?? Number.NaN, 2)} ms`],
        ['publish loop', `${fixed(published.finishedAt - published.startedAt, 2)} ms on the server`],
        ['deliver all', `${latencies.length > 0 ? fixed(lastReceivedAt - published.startedAt, 2) : 'n/a'} ms`],
        ['server rss', `${fixed(mib(before.rss))} → ${fixed(mib(after.rss))} MiB`],
        ['server heap', `${fixed(mib(before.heapUsed))} → ${fixed(mib(after.heapUsed))} MiB`],
        ['rss per socket', `${perSocket(after.rss - before.rss)} KiB`],
        ['heap per socket', `${perSocket(after.heapUsed - before.heapUsed)} KiB`],
        ['server descriptors', `${ready.fds} at start, limit ${ready.fdLimit}`],
      ]),
    );
    if (latencies.length < sockets) process.exitCode = 1;
  } finally {
    await stop();
  }
}

/** This process's hard descriptor limit, which its children inherit and cannot raise. */
function hardFdLimit(): string {
  return /^Max open files\s+\S+\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 'unknown';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
