/**
 * HTTP serving against baselines measured in the same run (issue 12): server-rendered pages
 * against a static asset of the same server, and API answers against a plain Fastify server
 * answering a constant JSON. The server is the production build (`npm run build` first) in a
 * process of its own, as `npm start` runs it: on a fresh PGlite folder, or with
 * `--database postgres` on a scratch database `bench_http` of the PostgreSQL server of
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test), dropped afterwards.
 * It is started twice: on the empty database (migrations and demo data), then again on the
 * database that start left, which is the start time of a deployment.
 *
 * This machine's speed swings by half within a minute, and a first second runs on unoptimised
 * code: measured one after the other once, a load and its baseline could land in different
 * phases and the ratio moved from 0.29 to 0.42 between runs of the same code. So every target
 * is warmed up first, then all are loaded in turn, round after round; a ratio is the median of
 * each round's, its two loads seconds apart.
 *
 *   npm run bench:http -- [--seconds 3] [--rounds 3] [--connections 50] [--database pglite|postgres]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SERVER_LIMITS } from '../../apps/server/src/http/limits.js';
import { positive } from '../args.js';
import { admin } from '../pgbench.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: 'pglite' },
  },
});
const seconds = positive('seconds', args.seconds);
const rounds = positive('rounds', args.rounds);
const connections = positive('connections', args.connections);
/** Long enough for the server's hot path to be optimised before it is measured. */
const WARM_UP_SECONDS = 2;
if (args.database !== 'pglite' && args.database !== 'postgres') {
  console.error(`--database must be pglite or postgres, got ${args.database}`);
  process.exit(2);
}
/** What every browser sends: pages and assets are measured as a browser receives them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const SITE_PORT = 3410;
const HELLO_PORT = 3411;
const BENCH_DB = 'bench_http';
const root = path.resolve(import.meta.dirname, '../..');

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the answering process per answer (user + system, all its threads). */
  cpuUs: number;
}

interface Site {
  child: ChildProcess;
  /** From spawning the process to its first 200 on /api/health. */
  startMs: number;
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
let databaseEnv: Record<string, string> = { DATA_DIR: dataDir };
if (args.database === 'postgres') {
  const target = new URL(postgresUrl);
  target.pathname = `/${BENCH_DB}`;
  await admin(postgresUrl, `drop database if exists ${BENCH_DB} with (force)`);
  await admin(postgresUrl, `create database ${BENCH_DB}`);
  // The demo players are what the signed-in load signs in as; a demo keeps its secrets key
  // under DATA_DIR, which both starts must share.
  databaseEnv = { DATABASE_URL: target.href, DEMO_MODE: 'true', DATA_DIR: dataDir };
}
const site_ = `http://127.0.0.1:${SITE_PORT}`;
const hello = start('node', [path.join(import.meta.dirname, 'hello-server.mjs')], { PORT: String(HELLO_PORT) });
let site: Site | null = null;
try {
  const fresh = await startSite();
  await stop(fresh.child);
  site = await startSite();
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  const rssIdle = await settledRss(site.child);
  const html = await (await fetch(`${site_}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  if (!asset) throw new Error('no built asset found on the home page');
  const token = await signIn(site_);

  const server = site.child;
  const targets = [
    ['static asset', `${site_}${asset}`, {}, server],
    ['SSR /', `${site_}/`, {}, server],
    ['SSR /promotions', `${site_}/promotions`, {}, server],
    ['plain Fastify hello', `http://127.0.0.1:${HELLO_PORT}/`, {}, hello],
    ['GET /api/health', `${site_}/api/health`, {}, server],
    ['GET /api/player/profile', `${site_}/api/player/profile`, { authorization: `Bearer ${token}` }, server],
  ] as const;
  for (const [name, url, headers, answering] of targets) await load(name, url, headers, answering, WARM_UP_SECONDS);
  // Each round holds the targets' results in the order of `targets`.
  const byRound: Result[][] = [];
  for (let round = 0; round < rounds; round++) {
    const roundResults: Result[] = [];
    for (const [name, url, headers, answering] of targets) {
      roundResults.push(await load(name, url, headers, answering, seconds));
    }
    byRound.push(roundResults);
  }
  const results = targets.map((_, index) => summary(byRound.map((round) => round[index]!)));
  for (const result of results) console.log(format(result));
  const rssLoaded = rss(site.child);
  // Each round's figure of a target against its baseline, seconds apart, and their median.
  const perRound = (name: string, baseline: string, of: (target: Result, base: Result) => number) => {
    const [at, baselineAt] = [name, baseline].map((target) => targets.findIndex(([n]) => n === target));
    const each = byRound.map((round) => of(round[at!]!, round[baselineAt!]!));
    return `${median(each).toFixed(3)}× (rounds: ${each.map((r) => r.toFixed(2)).join(', ')})`;
  };
  const ratio = (name: string, baseline: string) => perRound(name, baseline, (target, base) => target.rps / base.rps);
  console.log('');
  console.log(
    `database: ${args.database}; ${rounds} rounds of ${seconds} s per target after ${WARM_UP_SECONDS} s of warm-up`,
  );
  console.log(`start to first 200, empty database:    ${fresh.startMs} ms (migrations, demo data)`);
  console.log(`start to first 200, existing database: ${site.startMs} ms (goal ≤ 3000 ms)`);
  console.log(`SSR / vs static asset:            ${ratio('SSR /', 'static asset')}`);
  console.log(`SSR /promotions vs static asset:  ${ratio('SSR /promotions', 'static asset')}`);
  console.log(`/api/health vs plain Fastify:     ${ratio('GET /api/health', 'plain Fastify hello')}`);
  // The inverse of the ratio above when both servers are bound by their own CPU: a check on it
  // that does not move with the load generator's share of the cores.
  const cpuRatio = perRound('GET /api/health', 'plain Fastify hello', (target, base) => base.cpuUs / target.cpuUs);
  console.log(`  in CPU per answer, plain / health: ${cpuRatio}`);
  console.log(`/api/player/profile vs plain:     ${ratio('GET /api/player/profile', 'plain Fastify hello')}`);
  console.log(`server RSS: ${rssIdle} MB idle after start, ${rssLoaded} MB after the load`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  if (site) await stop(site.child);
  hello.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (args.database === 'postgres') await admin(postgresUrl, `drop database if exists ${BENCH_DB} with (force)`);
}

async function startSite(): Promise<Site> {
  const started = Date.now();
  const child = start('node', [...serveFlags(), path.join(root, 'apps/server/dist/server.js')], {
    PORT: String(SITE_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...databaseEnv,
  });
  try {
    await waitFor(`${site_}/api/health`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, startMs: Date.now() - started };
}

/** Node's flags in `npm run serve`, so the server is measured as `npm start` runs it. */
function serveFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = /\bnode\s+(.*?)\s*apps\/server\/dist\/server\.js/.exec(scripts.serve ?? '')?.[1];
  if (flags === undefined) throw new Error('npm run serve does not start apps/server/dist/server.js with node');
  return flags.split(/\s+/).filter(Boolean);
}

/** The next start needs the database this one holds (PGlite's folder is one process's). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** RSS once the work that follows a start (catalogue sync, first feed snapshot) is over. */
async function settledRss(child: ChildProcess): Promise<number> {
  let last = rss(child);
  for (let steady = 0, tries = 0; steady < 3 && tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = rss(child);
    steady = Math.abs(now - last) <= 1 ? steady + 1 : 0;
    last = now;
  }
  return last;
}

function start(command: string, argv: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code) console.error(`${argv[0]} exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within 300 s`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'no-real-money' }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`demo sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.accessToken;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  answering: ChildProcess,
  duration: number,
): Promise<Result> {
  const cpuBefore = cpuMicroseconds(answering);
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { ...BROWSER_HEADERS, ...headers },
    // The server closes a keep-alive socket after this many requests, as a browser would see;
    // autocannon would go on sending on it and count Node's 503s.
    reconnectRate: SERVER_LIMITS.maxRequestsPerSocket,
  });
  const refused = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (refused.length > 0)
    console.log(`${name}: answers other than 2xx: ${JSON.stringify(Object.fromEntries(refused))}`);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuUs: (cpuMicroseconds(answering) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/**
 * A process's CPU time so far (user + system, /proc/PID/stat fields 14 and 15, in clock ticks of
 * 10 ms). Unlike req/s it does not depend on the load generator, which shares the machine's cores.
 */
function cpuMicroseconds(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A target over its rounds: the median rate and p50, the worst p99, every error. */
function summary(rounds: Result[]): Result {
  return {
    name: rounds[0]!.name,
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    cpuUs: median(rounds.map((r) => r.cpuUs)),
  };
}

function format(r: Result): string {
  return `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s  ${r.cpuUs.toFixed(0).padStart(5)} µs CPU/answer  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  ${r.errors} errors` : ''}`;
}

function rss(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}
