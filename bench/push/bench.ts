/**
 * Benchmark of the Socket.IO push channel: how much server memory a connected,
 * subscribed player costs, and how fast one event per player reaches every socket.
 *
 *   npm run bench:push -- [--sockets 10000] [--batch 200] [--timeout 60]
 *
 * BENCH_DATABASE_URL=postgres://… runs the server on PostgreSQL instead of PGlite;
 * BENCH_SERVER_NODE_ARGS adds Node flags to the server process (say, --cpu-prof).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PUSH_PATH, type PushMessage } from '@casino/shared/push';
import { io as connect, type Socket } from 'socket.io-client';
import {
  BENCH_CHANNEL,
  epochNow,
  type BenchNotification,
  type FromServer,
  type SeededPlayer,
  type ServerStats,
  type ToServer,
} from './protocol.js';
import { positive } from '../args.js';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    batch: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '60' },
  },
});

const SOCKETS = positive('sockets', args.sockets);
const BATCH = positive('batch', args.batch);
const TIMEOUT_MS = positive('timeout', args.timeout) * 1000;
const CONNECT_TIMEOUT_MS = 20_000;

/** Talks to the server child: one request in flight at a time, answered by the next message of the wanted type. */
class ServerProcess {
  private waiting: { type: FromServer['type']; resolve: (message: FromServer) => void } | null = null;
  private readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    child.on('message', (message: FromServer) => {
      if (message.type === 'failed') {
        console.error(`server failed:\n${message.error}`);
        process.exitCode = 1;
      }
      if (this.waiting && (message.type === this.waiting.type || message.type === 'failed')) {
        const { resolve } = this.waiting;
        this.waiting = null;
        resolve(message);
      }
    });
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    void this.exited.then((code) => {
      if (this.waiting) {
        console.error(`server exited (code ${code}) while the benchmark waited for "${this.waiting.type}"`);
        process.exit(1);
      }
    });
  }

  next<T extends FromServer['type']>(type: T, request?: ToServer): Promise<Extract<FromServer, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.waiting = {
        type,
        resolve: (message) =>
          message.type === 'failed'
            ? reject(new Error('server failed'))
            : resolve(message as Extract<FromServer, { type: T }>),
      };
      if (request) this.child.send(request);
    });
  }

  stats(): Promise<ServerStats> {
    return this.next('stats', { type: 'stats' });
  }

  /** Asks politely, then insists: the benchmark must never leave a server behind. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    if (this.child.connected) this.child.send({ type: 'close' } satisfies ToServer);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }
}

interface Client {
  player: SeededPlayer;
  socket: Socket;
}

async function open(url: string, player: SeededPlayer): Promise<Client> {
  const socket = connect(url, {
    path: PUSH_PATH,
    transports: ['websocket'],
    auth: { token: player.token },
    reconnection: false,
    // Without it socket.io-client shares one Manager, and so one connection, between sockets to the same URL.
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const answer: { ok: boolean; error?: string } = await socket
      .timeout(CONNECT_TIMEOUT_MS)
      .emitWithAck('subscribe', { channel: `${BENCH_CHANNEL}#${player.id}` });
    if (!answer.ok) throw new Error(`subscribe refused: ${answer.error ?? 'no reason'}`);
  } catch (error) {
    socket.disconnect();
    throw error;
  }
  return { player, socket };
}

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

async function main(): Promise<void> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    execArgv: [
      // Resolved here so the server starts whatever the working directory.
      '--import',
      import.meta.resolve('tsx'),
      '--expose-gc',
      // It would shrink tsx's idle loader thread at a random moment, tens of MiB at once, between two samples.
      '--no-memory-reducer',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    ],
    env: { ...process.env, BENCH_PLAYERS: String(SOCKETS) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const server = new ServerProcess(child);
  const clients: Client[] = [];
  const stop = () => {
    for (const { socket } of clients) socket.disconnect();
    return server.stop();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  try {
    const ready = await server.next('ready');
    const url = `http://127.0.0.1:${ready.port}`;
    console.log(
      `server: ${ready.database}, ${ready.players.length} players seeded in ${fixed(ready.seedMs / 1000, 2)} s, ` +
        `listening on ${url}`,
    );

    // The first handshakes compile socket.io's and the session query's code paths; that code is
    // paid once per process, so it belongs in the baseline rather than in the cost per socket.
    const warmUp = await Promise.allSettled(ready.players.slice(0, BATCH).map((player) => open(url, player)));
    for (const result of warmUp) if (result.status === 'fulfilled') result.value.socket.disconnect();
    let before = await server.stats();
    for (let tries = 0; before.sockets > 0 && tries < 10; tries++) before = await server.stats();

    const clientRssBefore = process.memoryUsage().rss;

    // Batches keep the handshakes (a JWT check and a session query each) from stampeding the server.
    const failures = new Map<string, number>();
    const connectStarted = epochNow();
    for (let start = 0; start < ready.players.length; start += BATCH) {
      const batch = ready.players.slice(start, start + BATCH);
      const results = await Promise.allSettled(batch.map((player) => open(url, player)));
      for (const result of results) {
        if (result.status === 'fulfilled') clients.push(result.value);
        else {
          const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
      if (process.stdout.isTTY) process.stdout.write(`\rconnecting: ${clients.length}/${ready.players.length}`);
    }
    const connectMs = epochNow() - connectStarted;
    if (process.stdout.isTTY) process.stdout.write('\n');
    for (const [reason, count] of failures) console.error(`${count} socket(s) failed: ${reason}`);

    const after = await server.stats();
    const clientRssAfter = process.memoryUsage().rss;
    const connected = clients.length;

    // Every socket listens before the server publishes, so the burst measures delivery alone.
    const latencies: number[] = [];
    let lastReceivedAt = 0;
    let allDelivered: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (allDelivered = resolve));
    if (connected === 0) allDelivered();
    for (const { player, socket } of clients) {
      const channel = `${BENCH_CHANNEL}#${player.id}`;
      socket.on('push', (message: PushMessage<BenchNotification>) => {
        const receivedAt = epochNow();
        // global:online reaches every socket every ten seconds and is not part of the burst.
        if (message.channel !== channel || message.event !== 'notification') return;
        latencies.push(receivedAt - message.data.sentAt);
        lastReceivedAt = receivedAt;
        if (latencies.length === connected) allDelivered();
      });
    }
    const published = await server.next('published', { type: 'publish' });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([delivered, new Promise((resolve) => (timer = setTimeout(resolve, TIMEOUT_MS)))]);
    clearTimeout(timer);
    if (latencies.length < connected) console.error(`timed out after ${TIMEOUT_MS / 1000} s waiting for deliveries`);

    const sorted = [...latencies].sort((a, b) => a - b);
    const perSocket = (delta: number) => (connected > 0 ? fixed(kib(delta / connected)) : 'n/a');
    const rssDelta = after.rss - before.rss;
    const heapDelta = after.heapUsed - before.heapUsed;
    console.log(`\npush benchmark: ${SOCKETS} sockets requested, batches of ${BATCH}`);
    console.log(
      table([
        ['connected', `${connected}/${SOCKETS} (server counts ${after.sockets})`],
        ['connect time', `${fixed(connectMs / 1000, 2)} s (${fixed(connected / (connectMs / 1000), 0)} sockets/s)`],
        ['delivered', `${latencies.length}/${SOCKETS}`],
        ['latency p50', `${fixed(percentile(sorted, 50), 2)} ms`],
        ['latency p99', `${fixed(percentile(sorted, 99), 2)} ms`],
        ['latency max', `${fixed(sorted.at(-1) ?? Number.NaN, 2)} ms`],
        ['publish loop', `${fixed(published.finishedAt - published.startedAt, 2)} ms on the server`],
        ['deliver all', `${latencies.length > 0 ? fixed(lastReceivedAt - published.startedAt, 2) : 'n/a'} ms`],
        ['server rss', `${fixed(mib(before.rss))} → ${fixed(mib(after.rss))} MiB`],
        ['server heap', `${fixed(mib(before.heapUsed))} → ${fixed(mib(after.heapUsed))} MiB`],
        ['rss per socket', `${perSocket(rssDelta)} KiB`],
        ['heap per socket', `${perSocket(heapDelta)} KiB`],
        ['client rss', `${fixed(mib(clientRssBefore))} → ${fixed(mib(clientRssAfter))} MiB`],
      ]),
    );
    if (latencies.length < SOCKETS) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
