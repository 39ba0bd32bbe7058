/**
 * HTTP serving against baselines measured in the same run (issue 12): server-rendered pages
 * against a static asset of the same server, and API answers against a plain Fastify server
 * answering a constant JSON. The server is the production build (`npm run build` first) in a
 * process of its own on a fresh PGlite folder, as `npm start` runs it.
 *
 *   npm run bench:http -- [--seconds 10] [--connections 50]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { positive } from '../args.js';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const seconds = positive('seconds', args.seconds);
const connections = positive('connections', args.connections);
const SITE_PORT = 3410;
const HELLO_PORT = 3411;
const root = path.resolve(import.meta.dirname, '../..');

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
const started = Date.now();
const site = start('node', [path.join(root, 'apps/server/dist/server.js')], {
  PORT: String(SITE_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
const hello = start('node', [path.join(import.meta.dirname, 'hello-server.mjs')], { PORT: String(HELLO_PORT) });
try {
  await waitFor(`http://127.0.0.1:${SITE_PORT}/api/health`);
  const startMs = Date.now() - started;
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  const site_ = `http://127.0.0.1:${SITE_PORT}`;
  const rssIdle = rss(site);
  const html = await (await fetch(`${site_}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  if (!asset) throw new Error('no built asset found on the home page');
  const token = await signIn(site_);

  const results: Result[] = [];
  for (const [name, url, headers] of [
    ['static asset', `${site_}${asset}`, {}],
    ['SSR /', `${site_}/`, {}],
    ['SSR /promotions', `${site_}/promotions`, {}],
    ['plain Fastify hello', `http://127.0.0.1:${HELLO_PORT}/`, {}],
    ['GET /api/health', `${site_}/api/health`, {}],
    ['GET /api/player/profile', `${site_}/api/player/profile`, { authorization: `Bearer ${token}` }],
  ] as const) {
    results.push(await load(name, url, headers));
    console.log(format(results.at(-1)!));
  }
  const rssLoaded = rss(site);
  const by = (name: string) => results.find((r) => r.name === name)!.rps;
  console.log('');
  console.log(`start to first answer: ${startMs} ms`);
  console.log(`SSR / vs static asset:            ${(by('SSR /') / by('static asset')).toFixed(3)}×`);
  console.log(`SSR /promotions vs static asset:  ${(by('SSR /promotions') / by('static asset')).toFixed(3)}×`);
  console.log(`/api/health vs plain Fastify:     ${(by('GET /api/health') / by('plain Fastify hello')).toFixed(3)}×`);
  console.log(
    `/api/player/profile vs plain:     ${(by('GET /api/player/profile') / by('plain Fastify hello')).toFixed(3)}×`,
  );
  console.log(`server RSS: ${rssIdle} MB after start, ${rssLoaded} MB after the load`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  site.kill('SIGTERM');
  hello.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function start(command: string, argv: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code) console.error(`${argv[0]} exited with ${code}`);
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within 60 s`);
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

async function load(name: string, url: string, headers: Record<string, string>): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function format(r: Result): string {
  return `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  ${r.errors} errors` : ''}`;
}

function rss(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}
