import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { secondProcessDatabase } from '../events/test-databases.js';
import { systemAccount, type AccountId } from './accounts.js';
import { accountBalances, expectLedgerBalanced, testPlayerAccount } from './test-helpers.js';
import type { TransferReason } from './tables.js';
import { reserve, transfer, type LedgerResult, type TransferRequest } from './transfers.js';

// Transfers outside a caller's transaction that are submitted together share one batch.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

const key = () => `test:${randomUUID()}`;

/** A bet of `amount` from `player` to the house, under a fresh key. */
async function bet(player: AccountId, amount: bigint): Promise<TransferRequest> {
  const idempotencyKey = key();
  return {
    idempotencyKey,
    debit: player,
    credit: await systemAccount(t.database.db, 'house', 'EUR', idempotencyKey),
    amount,
    currency: 'EUR',
    reason: 'bet',
  };
}

const transferAll = (requests: TransferRequest[]) =>
  Promise.all(requests.map((request) => transfer(t.database.db, request)));

async function createdAt(results: LedgerResult<string>[]): Promise<Set<number>> {
  const ids = results.flatMap((result) => (result.ok ? [result.transfer.id] : []));
  const rows = await t.database.db.selectFrom('ledger_transfers').select('created_at').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.created_at.getTime()));
}

describe('batched transfers', () => {
  it('transfers submitted together commit in one transaction, each with its own result', async () => {
    const rich = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const poor = await testPlayerAccount(t.database.db, { funds: 10n });
    const dollars = await testPlayerAccount(t.database.db, { currency: 'USD', funds: 1_000n });
    const requests = [
      await bet(rich, 100n),
      await bet(poor, 50n),
      await bet(dollars, 100n),
      { ...(await bet(rich, 1n)), credit: 999_999_999n },
      await bet(rich, 200n),
    ];

    const results = await transferAll(requests);

    expect(results.map((result) => (result.ok ? 'ok' : result.code))).toEqual([
      'ok',
      'INSUFFICIENT_FUNDS',
      'CURRENCY_MISMATCH',
      'ACCOUNT_NOT_FOUND',
      'ok',
    ]);
    expect((await createdAt(results)).size).toBe(1);
    expect((await accountBalances(t.database.db, rich)).balance).toBe(700n);
    expect((await accountBalances(t.database.db, poor)).balance).toBe(10n);
    expect((await accountBalances(t.database.db, dollars)).balance).toBe(1_000n);
  });

  it('two spends of one player in one batch are checked in order: the second finds the funds gone', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const other = await testPlayerAccount(t.database.db, { funds: 1_000n });

    const results = await transferAll([await bet(player, 600n), await bet(other, 600n), await bet(player, 600n)]);

    expect(results.map((result) => (result.ok ? 'ok' : result.code))).toEqual(['ok', 'ok', 'INSUFFICIENT_FUNDS']);
    expect((await createdAt(results)).size).toBe(1);
    expect((await accountBalances(t.database.db, player)).balance).toBe(400n);
  });

  it('a reserve and a spend of one player in one batch never spend the held funds twice', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const withdrawal = await bet(player, 800n);
    const spend = await bet(player, 800n);

    const [held, spent] = await Promise.all([
      reserve(t.database.db, { ...withdrawal, reason: 'withdrawal' }),
      transfer(t.database.db, spend),
    ]);

    expect(held).toMatchObject({ ok: true });
    expect(spent).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await accountBalances(t.database.db, player)).toMatchObject({ balance: 1_000n, available: 200n });
  });

  it('a key twice in one batch moves the money once: the same request is a replay, another one a conflict', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const request = await bet(player, 300n);

    const [first, again, changed] = await transferAll([request, request, { ...request, amount: 301n }]);

    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(changed).toEqual({ ok: false, code: 'IDEMPOTENCY_CONFLICT' });
    expect((await accountBalances(t.database.db, player)).balance).toBe(700n);
  });

  it('a transfer the database refuses fails alone: the others of its batch commit', async () => {
    const player = await testPlayerAccount(t.database.db, { funds: 1_000n });
    const refused = { ...(await bet(player, 5n)), reason: 'jackpot' as TransferReason };

    const results = await Promise.allSettled(
      [await bet(player, 100n), refused, await bet(player, 200n)].map((request) => transfer(t.database.db, request)),
    );

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await accountBalances(t.database.db, player)).balance).toBe(700n);
  });
});

describe('batched transfers from two processes on one PostgreSQL', () => {
  let second: Database | null;
  beforeAll(async () => {
    second = await secondProcessDatabase(t.database);
  });
  afterAll(() => second?.close());

  it('racing on the same players, house rows and keys, every balance is what the recorded transfers say', async (context) => {
    if (!second) return context.skip();
    const processes = [t.database.db, second.db];
    const players = await Promise.all(
      Array.from({ length: 6 }, () => testPlayerAccount(t.database.db, { funds: 1_000n })),
    );
    // Some keys are sent twice, from both processes: the second is a replay wherever it lands.
    const requests = await Promise.all(
      Array.from({ length: 150 }, async () => {
        const player = players[randomInt(players.length)]!;
        const request = await bet(player, BigInt(randomInt(1, 400)));
        return randomInt(2) ? request : { ...request, debit: request.credit, credit: player, reason: 'win' as const };
      }),
    );
    const sent = [...requests, ...requests.filter(() => randomInt(4) === 0)];

    const results = await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        const answered: [TransferRequest, LedgerResult<string>][] = [];
        for (let i = worker; i < sent.length; i += 8) {
          answered.push([sent[i]!, await transfer(processes[i % 2]!, sent[i]!)]);
        }
        return answered;
      }),
    );

    const moved = new Map<string, bigint>();
    for (const [request, result] of results.flat()) {
      if (!result.ok) {
        expect(result.code).toBe('INSUFFICIENT_FUNDS');
        continue;
      }
      expect(moved.get(request.idempotencyKey) ?? result.transfer.id).toBe(result.transfer.id);
      moved.set(request.idempotencyKey, result.transfer.id);
    }
    const { rows } = await sql<{ n: bigint }>`
      select count(*) as n from ledger_transfers where idempotency_key = any(${[...moved.keys()]})`.execute(
      t.database.db,
    );
    expect(rows[0]!.n).toBe(BigInt(moved.size));
    for (const player of players) {
      const expected = requests.reduce((sum, request) => {
        if (!moved.has(request.idempotencyKey)) return sum;
        if (request.credit === player) return sum + BigInt(request.amount);
        return request.debit === player ? sum - BigInt(request.amount) : sum;
      }, 1_000n);
      expect((await accountBalances(t.database.db, player)).balance).toBe(expected);
    }
  });

  it('a batch whose connection dies mid-statement moves nothing; its transfers are applied again, each once', async (context) => {
    if (!second) return context.skip();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => testPlayerAccount(t.database.db, { funds: 1_000n })));
    const requests = [await bet(a!, 100n), await bet(b!, 100n), await bet(c!, 100n)];
    // Another process holds b's row: the batch's statement stops there, nothing written yet.
    let release!: () => void;
    let holding!: (pid: number) => void;
    const held = new Promise<number>((resolve) => (holding = resolve));
    const holder = second.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`
        select pg_backend_pid() as pid from ledger_accounts where id = ${b} for update`.execute(trx);
      holding(rows[0]!.pid);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const holderPid = await held;

    const results = Promise.all(requests.map((request) => transfer(t.database.db, request)));
    const killed = await blockedBy(second.db, holderPid, null);
    await sql`select pg_terminate_backend(${killed})`.execute(second.db);
    await blockedBy(second.db, holderPid, killed);
    release();
    await holder;

    // Had the ended statement committed any of them, its retry would be a replay.
    expect((await results).map((result) => result.ok && !result.replayed)).toEqual([true, true, true]);
    for (const id of [a, b, c]) expect((await accountBalances(t.database.db, id!)).balance).toBe(900n);
  });
});

/** A backend (other than `not`) waiting for a lock that `holder` holds, once there is one. */
async function blockedBy(db: Database['db'], holder: number, not: number | null): Promise<number> {
  for (;;) {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where ${holder}::int = any(pg_blocking_pids(pid)) and pid <> ${not ?? 0}`.execute(
      db,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
