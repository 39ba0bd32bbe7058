/**
 * Seamless-wallet throughput through real HTTP on PostgreSQL against a plain Fastify answering a
 * static JSON, in one run (DESIGN §5). N clients each play rounds in a loop: a signed bet, then
 * a signed win that closes the round, each answered only after its database transaction
 * committed. The baseline sends the same two signed POSTs to a Fastify that answers at once.
 *
 *   npm run bench:game-wallet -- [--seconds 15] [--clients 16] [--players 200] [--pool 4]
 *
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test) names the server; the
 * app runs in a fresh schema dropped at the end. BENCH_CPU_PROFILE=dir writes the app's CPU profile there. Both servers run in processes of their own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GAME_WALLET_SIGNATURE_HEADER } from '../../apps/server/src/contracts/game-wallet.js';
import { sign } from '../../apps/server/src/contracts/signature.js';
import { positive } from '../args.js';
import { pgbenchTps } from '../pgbench.js';
import type { BenchPlayer, FromServer } from './protocol.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '16' },
    players: { type: 'string', default: '200' },
    pool: { type: 'string', default: '4' },
  },
});
const seconds = positive('seconds', args.seconds);
const clients = positive('clients', args.clients);
const playerCount = positive('players', args.players);
const pool = positive('pool', args.pool);
const TARGET_RATIO = 0.25;
/** Where the app writes a V8 CPU profile of the run (BENCH_CPU_PROFILE=dir), to see where its time goes. */
const profileDir = process.env.BENCH_CPU_PROFILE;

type Ready = Extract<FromServer, { type: 'ready' }>;

function start(mode: 'app' | 'static'): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [mode], {
    execArgv: [
      '--import',
      import.meta.resolve('tsx'),
      ...(mode === 'app' && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: { ...process.env, BENCH_PLAYERS: String(playerCount), BENCH_POOL: String(pool) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: FromServer) => {
      if (message.type === 'ready') resolve({ child, ready: message });
      else reject(new Error(message.error));
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

function post(agent: Agent, port: number, path: string, body: string, secret: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [GAME_WALLET_SIGNATURE_HEADER]: sign(secret, body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}: ${text}`));
          else resolve(text);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Result {
  rounds: number;
  failed: number;
  /** What the first failed round got, so a broken run says why. */
  firstFailure: string | null;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** N clients play bet + win rounds in a loop for the given time. */
async function load(port: number, secret: string, players: BenchPlayer[], runSeconds: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const deadline = Date.now() + runSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < deadline) {
        const player =
          players.length > 0
            ? players[randomInt(players.length)]!
            : { token: 'x'.repeat(43), gameId: 'g', currency: 'EUR' };
        const common = { sessionToken: player.token, gameId: player.gameId, currency: player.currency };
        const roundId = `r-${client}-${randomUUID()}`;
        const betId = `b-${randomUUID()}`;
        const bet = JSON.stringify({
          requestId: randomUUID(),
          ...common,
          transactionId: betId,
          roundId,
          amount: '100',
          roundClosed: false,
        });
        const win = JSON.stringify({
          requestId: randomUUID(),
          ...common,
          transactionId: `w-${randomUUID()}`,
          referenceTransactionId: betId,
          roundId,
          amount: String(randomInt(0, 250)),
          roundClosed: true,
        });
        const before = performance.now();
        try {
          const betAnswer = JSON.parse(await post(agent, port, '/api/game-wallet/nova-studio/bet', bet, secret)) as {
            status: string;
          };
          const winAnswer = JSON.parse(await post(agent, port, '/api/game-wallet/nova-studio/win', win, secret)) as {
            status: string;
          };
          if (betAnswer.status !== 'OK' || winAnswer.status !== 'OK') {
            failed += 1;
            firstFailure ??= `bet ${betAnswer.status}, win ${winAnswer.status}`;
          } else latencies.push(performance.now() - before);
        } catch (error) {
          failed += 1;
          firstFailure ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rounds: latencies.length,
    failed,
    firstFailure,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const line = (name: string, r: Result) =>
  `${name} ${r.perSecond.toFixed(0).padStart(6)} bet+win round trips/s (${(2 * r.perSecond).toFixed(0)} requests/s), ` +
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.rounds} rounds, ${r.failed} failed`;

async function main(): Promise<void> {
  console.log(`game-wallet bench: ${clients} clients, ${seconds} s each, ${playerCount} players`);
  const app = await start('app');
  let wallet: Result;
  try {
    console.log(`app: ${app.ready.database}, listening on ${app.ready.port}`);
    await load(app.ready.port, app.ready.secret, app.ready.players, 2);
    wallet = await load(app.ready.port, app.ready.secret, app.ready.players, seconds);
  } finally {
    await stop(app.child);
  }
  const baseline = await start('static');
  let plain: Result;
  try {
    await load(baseline.ready.port, 'static', [], 2);
    plain = await load(baseline.ready.port, 'static', [], seconds);
  } finally {
    await stop(baseline.child);
  }
  // A round is two committed transactions: at pgbench's rate, this is the most the server allows.
  const tpcb = await pgbenchTps(
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
    pool,
    seconds,
  );
  console.log('');
  console.log(line('game wallet:  ', wallet));
  console.log(line('static JSON:  ', plain));
  const ratio = wallet.perSecond / plain.perSecond;
  console.log(
    `pgbench TPC-B:  ${tpcb.toFixed(0)} tps with ${pool} clients, so at most ${(tpcb / 2).toFixed(0)} rounds/s ` +
      `(ratio ${(tpcb / 2 / plain.perSecond).toFixed(2)}) if a wallet call cost what a TPC-B transaction does`,
  );
  if (wallet.firstFailure) console.log(`first failure: ${wallet.firstFailure}`);
  console.log(`ratio:         ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
  if (wallet.failed > 0) process.exitCode = 1;
}

await main();
