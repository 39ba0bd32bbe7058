import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSH_PATH, type PushMessage } from '@casino/shared/push';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from './test/redis.js';

/**
 * Two server processes on one PostgreSQL and one Redis, as behind a load balancer
 * (compose.yaml, issue 12): what one process causes reaches a socket held by the other,
 * and a request budget is one budget whichever process counts it.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REGISTRATIONS_PER_HOUR = 4;
const available = Boolean(TEST_DATABASE_URL) && (await redisReachable());

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

class ServerProcess {
  readonly output: string[] = [];
  #child: ChildProcess | null = null;

  constructor(
    readonly base: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    const keep = (chunk: Buffer) => this.output.push(...chunk.toString().split('\n').slice(-20));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited: ${this.output.slice(-20).join('\n')}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not start: ${this.output.slice(-20).join('\n')}`);
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

describe.skipIf(!available)('two server processes (skipped without TEST_DATABASE_URL and Redis)', () => {
  const dbName = `two_processes_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-two-'));
  const servers: ServerProcess[] = [];
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    // The processes of one site share their secrets, as the operator's configuration gives them.
    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: url.href,
      REDIS_URL: TEST_REDIS_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      JOBS_ENABLED: 'false',
      TRUST_PROXY: 'true',
      DEMO_MODE: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      CAPTCHA_SECRET: randomBytes(32).toString('hex'),
      REGISTRATIONS_PER_HOUR: String(REGISTRATIONS_PER_HOUR),
      REGISTRATION_CAPTCHA_AFTER: '1000',
    };
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      servers.push(new ServerProcess(`http://127.0.0.1:${port}`, { ...shared, PORT: String(port) }));
    }
    [first, second] = servers as [ServerProcess, ServerProcess];
    // One after the other: the first applies the migrations and seeds.
    await first.start();
    await second.start();
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** A visitor's address as the load balancer reports it: new for every run, so Redis holds no old counts. */
  const address = () => `198.51.100.${randomInt(1, 255)}`;

  async function register(server: ServerProcess, from: string) {
    const email = `two-${randomBytes(6).toString('hex')}@example.com`;
    const password = 'two processes 1';
    return fetch(`${server.base}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': from },
      body: JSON.stringify({ email, password, password_confirmation: password, currency: 'EUR', agreements: true }),
    });
  }

  it('delivers a wallet event caused through one process to a socket held by the other', async () => {
    const response = await register(first, address());
    expect(response.status).toBe(201);
    const { accessToken } = (await response.json()) as { accessToken: string };

    const socket: Socket = connect(second.base, {
      path: PUSH_PATH,
      transports: ['websocket'],
      auth: { token: accessToken },
    });
    try {
      const subscribed = (await socket.timeout(10_000).emitWithAck('subscribe', { channel: 'wallet:accounts' })) as {
        ok: boolean;
      };
      expect(subscribed.ok).toBe(true);
      const received = new Promise<PushMessage>((resolve) =>
        socket.on('push', (message: PushMessage) => {
          if (message.channel === 'wallet:accounts') resolve(message);
        }),
      );
      const opened = await fetch(`${first.base}/api/wallet/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ currency: 'USD' }),
      });
      expect(opened.status).toBe(201);
      const message = await received;
      expect(message.event).toBe('account');
      expect(message.data).toMatchObject({ currency: 'USD' });
    } finally {
      socket.close();
    }
  }, 30_000);

  it('counts one sign-up budget per address across both processes', async () => {
    const from = address();
    const statuses: number[] = [];
    // Alternating processes, as a round-robin balancer sends them.
    for (let i = 0; i < REGISTRATIONS_PER_HOUR + 2; i += 1) {
      statuses.push((await register(i % 2 === 0 ? first : second, from)).status);
    }
    expect(statuses).toEqual([...Array<number>(REGISTRATIONS_PER_HOUR).fill(201), 429, 429]);
    // Another address still has its whole budget.
    expect((await register(second, address())).status).toBe(201);
  }, 30_000);
});
