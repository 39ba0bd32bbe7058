import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.js';
import { CLAIM_LEASE_SECONDS } from './reconciliation.js';

/**
 * The real server as a child process on a database of its own, killed with SIGKILL at
 * random moments while players deposit and withdraw, then restarted; webhook retries and
 * the reconciliation sweep must leave every invoice settled as the provider says, the
 * ledger verified, and no player paid twice. The assertions hold wherever the kills fall.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const PLAYERS = 20;
const KILLS = 3;
const ROUNDS = 3;
// A sweep killed mid-run holds its claims (and its job) for the claim lease: recovery after
// the worst-timed kill takes that long by design, plus the time to settle what is left.
const SETTLE_TIMEOUT_MS = CLAIM_LEASE_SECONDS * 1000 + 30_000;

const API_KEY = randomBytes(24).toString('hex');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server process: started, killed and started again on one port and one database. */
class ServerProcess {
  #child: ChildProcess | null = null;
  #up: Promise<void> = Promise.resolve();
  /** Between a kill and the next start: callers wait for the start, not for the dead process. */
  #down = false;
  readonly output: string[] = [];

  constructor(
    readonly base: string,
    private readonly env: Record<string, string>,
  ) {}

  start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    // The last lines are kept to explain a failed start.
    const keep = (chunk: Buffer) => this.output.push(...chunk.toString().split('\n').slice(-20));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.#up = this.#waitHealthy(child);
    this.#down = false;
    return this.#up;
  }

  async #waitHealthy(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited: ${this.output.slice(-20).join('\n')}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server did not start: ${this.output.slice(-20).join('\n')}`);
  }

  /** Resolves once the current start (or restart) is serving. */
  async ready(): Promise<void> {
    while (this.#down) await sleep(25);
    await this.#up;
  }

  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.#down = true;
    child.kill('SIGKILL');
    await exited;
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

interface Player {
  email: string;
  address: string;
  token: string;
}

describe.skipIf(!TEST_DATABASE_URL)(
  'payments through kill -9 (skipped without TEST_DATABASE_URL: needs PostgreSQL)',
  () => {
    const dbName = `crash_${randomBytes(5).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-crash-'));
    let server: ServerProcess;
    let database: Database;
    let databaseUrl: string;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      databaseUrl = url.href;
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = new ServerProcess(base, {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SERVE_WEB: 'false',
        // Every player comes from an address of their own, as they would through a load balancer.
        TRUST_PROXY: 'true',
        DEMO_MODE: 'true',
        PSP_SANDBOX: 'true',
        PSP_SANDBOX_API_KEY: API_KEY,
        PSP_SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
        SECRETS_KEY: randomBytes(32).toString('hex'),
        JWT_SECRET: randomBytes(32).toString('hex'),
        PAYMENT_RECONCILE_AFTER_SECONDS: '1',
        PAYMENT_RECONCILE_MAX_ATTEMPTS: '2',
      });
      await server.start();
      database = await openDatabase({ url: databaseUrl, dataDir, poolSize: 2 });
    }, 60_000);

    afterAll(async () => {
      await server?.stop();
      await database?.close();
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** One HTTP call; a refused connection (the server is down) waits for the restart and tries again when asked to. */
    async function request(
      method: string,
      url: string,
      { body, headers = {}, retry = true }: { body?: unknown; headers?: Record<string, string>; retry?: boolean } = {},
    ): Promise<{ status: number; json: <T>() => Promise<T> } | null> {
      for (;;) {
        await server.ready();
        try {
          const response = await fetch(`${server.base}${url}`, {
            method,
            headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return { status: response.status, json: <T>() => response.json() as Promise<T> };
        } catch {
          // The request may or may not have been done: only a caller that may repeat it does.
          if (!retry) return null;
          await sleep(50);
        }
      }
    }

    const as = (player: Player) => ({ authorization: `Bearer ${player.token}`, 'x-forwarded-for': player.address });
    const provider = { 'x-api-key': API_KEY };

    async function balance(player: Player): Promise<{ balance: number; reserved: number }> {
      const res = await request('GET', '/api/wallet/accounts', { headers: as(player) });
      return (await res!.json<{ data: { balance: number; reserved: number }[] }>()).data[0]!;
    }

    /** The provider's operator or payer finishes the payment made for the invoice; nothing when it has none. */
    async function decideAtProvider(invoiceId: string, action: 'approve' | 'decline'): Promise<void> {
      const found = await request('GET', `/psp-sandbox/api/payments/by-reference/${invoiceId}`, { headers: provider });
      if (found!.status !== 200) return;
      const payment = await found!.json<{ id: string }>();
      await request('POST', `/psp-sandbox/api/payments/${payment.id}/${action}`, { headers: provider, body: {} });
    }

    async function flow(player: Player): Promise<void> {
      // Players start and pause at random, so a kill finds their requests at different stages.
      await sleep(randomInt(1_500));
      for (let round = 0; round < ROUNDS; round++) {
        const deposit = await request('POST', '/api/payment/invoices/deposit', {
          headers: as(player),
          body: {
            methodId: 'sandbox.deposit.visa',
            amount: randomInt(2_000, 20_000),
            payer: { firstName: 'Ada', lastName: 'Lovelace' },
          },
          retry: false,
        });
        if (deposit?.status === 201) {
          const invoice = await deposit.json<{ id: string }>();
          await decideAtProvider(invoice.id, randomInt(10) < 8 ? 'approve' : 'decline');
        }
        await sleep(randomInt(400));
        const { balance: available } = await balance(player);
        if (available < 1_000) continue;
        const withdrawal = await request('POST', '/api/payment/invoices/withdrawal', {
          headers: as(player),
          body: {
            methodId: 'sandbox.withdrawal.cash-agent',
            amount: randomInt(1_000, available + 1),
            payer: { playerName: 'Ada', phone: '+4915112345678', city: 'Berlin' },
          },
          retry: false,
        });
        if (withdrawal === null) {
          // No answer: the player finds the withdrawal pending and tries to call it off.
          const listed = await request('GET', '/api/payment/invoices?type=withdrawal&status=1', {
            headers: as(player),
          });
          const { data } = await listed!.json<{ data: { id: string }[] }>();
          for (const pending of data) {
            await request('PUT', `/api/payment/invoices/${pending.id}/decline`, { headers: as(player), retry: false });
          }
          continue;
        }
        if (withdrawal.status !== 201) continue;
        const invoice = await withdrawal.json<{ id: string }>();
        const choice = randomInt(10);
        if (choice < 6) await decideAtProvider(invoice.id, 'approve');
        else if (choice < 8)
          await request('PUT', `/api/payment/invoices/${invoice.id}/decline`, { headers: as(player) });
        else await decideAtProvider(invoice.id, 'decline');
      }
    }

    it(
      'settles every deposit and withdrawal as the provider did, and pays nobody twice',
      async () => {
        const players: Player[] = [];
        for (let i = 0; i < PLAYERS; i++) {
          const player = { email: `crash${i}-${randomBytes(3).toString('hex')}@example.com`, address: `10.11.${i}.7` };
          const password = `Crash ${randomBytes(6).toString('hex')} test!`;
          const res = await request('POST', '/api/player/register', {
            headers: { 'x-forwarded-for': player.address },
            body: { email: player.email, password, password_confirmation: password, currency: 'EUR', agreements: true },
          });
          expect(res!.status).toBe(201);
          players.push({ ...player, token: (await res!.json<{ accessToken: string }>()).accessToken });
        }

        let flowing = true;
        const flows = Promise.all(players.map(flow)).finally(() => (flowing = false));
        // Each kill falls after a random amount of progress since the last start (invoices
        // stored, payments made at the provider, invoices settled), so the process dies with
        // requests at every stage, whatever the machine's speed.
        const progress = async () => {
          const count = async (query: Promise<{ n: string }>) => Number((await query).n);
          return (
            (await count(
              database.db
                .selectFrom('payment_invoices')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow(),
            )) +
            (await count(
              database.db
                .selectFrom('payment_invoices')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('status', '<>', INVOICE_STATUS.pending)
                .executeTakeFirstOrThrow(),
            )) +
            (await count(
              database.db
                .selectFrom('psp_sandbox_payments')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow(),
            ))
          );
        };
        for (let kill = 0; kill < KILLS && flowing; kill++) {
          const target = (await progress()) + randomInt(10, 30);
          while (flowing && (await progress()) < target) await sleep(10);
          if (flowing) await server.restart();
        }
        await flows;

        // Payments the flows left pending at the provider (a payer who never came back) are finished there.
        const deadline = Date.now() + SETTLE_TIMEOUT_MS;
        for (;;) {
          const pendingAtProvider = await database.db
            .selectFrom('psp_sandbox_payments')
            .select('merchant_reference')
            .where('status', '=', 'pending')
            .execute();
          for (const { merchant_reference } of pendingAtProvider) await decideAtProvider(merchant_reference, 'approve');
          const open = await database.db
            .selectFrom('payment_invoices')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('status', '=', INVOICE_STATUS.pending)
            .executeTakeFirstOrThrow();
          if (Number(open.n) === 0) break;
          if (Date.now() > deadline) throw new Error(`${open.n} invoices are still open`);
          await sleep(250);
        }
        await server.stop();

        const invoices = await database.db.selectFrom('payment_invoices').selectAll().execute();
        const payments = await database.db.selectFrom('psp_sandbox_payments').selectAll().execute();
        const transfers = new Set(
          (await database.db.selectFrom('ledger_transfers').select('idempotency_key').execute()).map(
            (t) => t.idempotency_key,
          ),
        );
        const atProvider = new Map(payments.map((p) => [p.merchant_reference, p]));
        expect(invoices.length).toBeGreaterThan(PLAYERS);

        // No orphan at the provider: every payment there belongs to an invoice.
        const invoiceIds = new Set(invoices.map((i) => i.id));
        expect(payments.filter((p) => !invoiceIds.has(p.merchant_reference))).toEqual([]);
        expect(invoices.filter((i) => i.unresolved_reason !== null)).toEqual([]);

        const expected = new Map<string, bigint>();
        for (const invoice of invoices) {
          const payment = atProvider.get(invoice.id);
          const succeeded = payment?.status === 'succeeded';
          // Every invoice agrees with the provider; one the provider never got has failed.
          expect({ id: invoice.id, status: invoice.status, paymentId: invoice.provider_payment_id }).toEqual({
            id: invoice.id,
            status: succeeded ? INVOICE_STATUS.success : INVOICE_STATUS.failed,
            paymentId: payment?.id ?? null,
          });
          if (payment) {
            expect([payment.direction, payment.amount]).toEqual([
              invoice.direction === 'deposit' ? 'deposit' : 'payout',
              invoice.amount,
            ]);
          }
          const moved = expected.get(invoice.player_id) ?? 0n;
          if (invoice.direction === 'deposit') {
            expect({ id: invoice.id, credited: transfers.has(`deposit:${invoice.id}`) }).toEqual({
              id: invoice.id,
              credited: succeeded,
            });
            expected.set(invoice.player_id, moved + (succeeded ? invoice.amount : 0n));
          } else {
            // Paid at the provider ⇔ posted here, never also given back; not paid ⇔ given back.
            expect({
              id: invoice.id,
              held: transfers.has(`withdrawal:${invoice.id}`),
              posted: transfers.has(`withdrawal-paid:${invoice.id}`),
              released: transfers.has(`withdrawal-void:${invoice.id}`),
            }).toEqual({ id: invoice.id, held: true, posted: succeeded, released: !succeeded });
            expected.set(invoice.player_id, moved - (succeeded ? invoice.amount : 0n));
          }
        }

        // Each player's balance is what the provider took in minus what it paid out.
        const accounts = await database.db
          .selectFrom('wallet_accounts as w')
          .innerJoin('ledger_accounts as l', 'l.id', 'w.ledger_account_id')
          .select(['w.player_id', 'l.balance', 'l.debits_pending'])
          .execute();
        for (const account of accounts) {
          expect({ player: account.player_id, balance: account.balance, held: account.debits_pending }).toEqual({
            player: account.player_id,
            balance: expected.get(account.player_id) ?? 0n,
            held: 0n,
          });
        }

        const verify = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/platform/ledger/verify-cli.ts'], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'silent' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let report = '';
        verify.stdout!.on('data', (chunk: Buffer) => (report += chunk.toString()));
        verify.stderr!.on('data', (chunk: Buffer) => (report += chunk.toString()));
        const code = await new Promise((resolve) => verify.once('exit', resolve));
        expect({ code, report }).toEqual({ code: 0, report: expect.any(String) });
      },
      (KILLS + 1) * SETTLE_TIMEOUT_MS + 60_000,
    );
  },
);
