/**
 * Ledger throughput on PostgreSQL against the same transfer as raw prepared SQL and pgbench
 * TPC-B on the same server, in one run (DESIGN §5), at each worker count: workers move money
 * between funded players and the house through the ledger service for a fixed time, then
 * pgbench runs the raw-SQL transfer (`raw-transfer.sql`) on the same accounts and its
 * standard transaction, as long and with as many clients.
 *
 *   npm run bench:ledger -- [--seconds 20] [--workers 8,32] [--players 1000]
 *
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test) names the server.
 * The ledger runs in a fresh schema and pgbench in a fresh database `bench_pgbench`; both
 * are dropped at the end.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import {
  openPlayerAccount,
  subAccountSlot,
  systemAccount,
  SYSTEM_SUB_ACCOUNTS,
  type AccountId,
} from '../../apps/server/src/platform/ledger/accounts.js';
import { transfer } from '../../apps/server/src/platform/ledger/transfers.js';
import { verifyLedger } from '../../apps/server/src/platform/ledger/verify.js';
import { seedSettings } from '../../apps/server/src/platform/settings/service.js';
import { positive } from '../args.js';
import { pgbenchTps } from '../pgbench.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    workers: { type: 'string', default: '8,32' },
    players: { type: 'string', default: '1000' },
  },
});

const seconds = positive('seconds', args.seconds);
const workerCounts = args.workers.split(',').map((count) => positive('workers', count));
const playerCount = positive('players', args.players);
const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const CURRENCY = 'EUR';
const FUNDS = 1_000_000n;
/**
 * The baseline the ledger is held to: the same transfer as plain prepared SQL (one account
 * down, one up, the journal row), with nothing checked, in pgbench on the same accounts.
 */
const RAW_TRANSFER_SCRIPT = fileURLToPath(new URL('./raw-transfer.sql', import.meta.url));
const run = randomBytes(4).toString('hex');
const schema = `bench_ledger_${run}`;

const database = await openDatabase({ url, dataDir: 'memory://', poolSize: Math.max(...workerCounts), schema });
const lines: string[] = [];
let broken = false;
try {
  await migrate(database);
  await seedSettings(database.db);
  console.log(`ledger: funding ${playerCount} players in schema ${schema}`);
  const players = await fundPlayers(database, Math.max(...workerCounts));
  const house = await Promise.all(
    Array.from({ length: SYSTEM_SUB_ACCOUNTS }, (_, slot) => systemAccountForSlot(database.db, slot)),
  );
  await writeRawSqlTables(players, house);
  for (const workers of workerCounts) {
    const ledger = await benchLedger(players, workers);
    const raw = await pgbench(['-n', '-M', 'prepared', '-f', RAW_TRANSFER_SCRIPT, '-c', String(workers)], schema);
    const tpcb = await pgbenchTps(url, workers, seconds);
    broken ||= ledger.failed > 0 || ledger.violations > 0;
    lines.push(
      `${workers} workers: ledger ${ledger.tps.toFixed(0)} transfers/s (p50 ${ledger.p50.toFixed(1)} ms, p99 ${ledger.p99.toFixed(1)} ms, ` +
        `${ledger.failed} failed, ${ledger.violations} ledger violations); raw SQL transfer ${raw.toFixed(0)} tps; ` +
        `pgbench TPC-B ${tpcb.toFixed(0)} tps; ratio ${(ledger.tps / raw).toFixed(2)} to raw SQL (goal ≥ 1.0), ` +
        `${(ledger.tps / tpcb).toFixed(2)} to TPC-B`,
    );
  }
} finally {
  await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
  await database.close();
}
console.log('');
for (const line of lines) console.log(line);
if (broken) process.exitCode = 1;

async function benchLedger(players: AccountId[], workers: number) {
  console.log(`ledger: ${workers} workers for ${seconds} s`);
  const latencies: number[] = [];
  let failed = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const idempotencyKey = `bench:${workers}:${worker}:${i}`;
        const player = players[randomInt(players.length)]!;
        const house = await systemAccount(database.db, 'house', CURRENCY, idempotencyKey);
        const bet = randomInt(2) === 0;
        const started = performance.now();
        const result = await transfer(database.db, {
          idempotencyKey,
          debit: bet ? player : house,
          credit: bet ? house : player,
          amount: BigInt(randomInt(1, 100)),
          currency: CURRENCY,
          reason: bet ? 'bet' : 'win',
        });
        latencies.push(performance.now() - started);
        if (!result.ok) failed += 1;
      }
    }),
  );
  const report = await verifyLedger(database.db);
  latencies.sort((a, b) => a - b);
  return {
    tps: latencies.length / seconds,
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    failed,
    violations: report.violations.length,
  };
}

/** Account ids by number, so pgbench's script can pick a player and a house sub-account at random. */
async function writeRawSqlTables(players: AccountId[], house: AccountId[]): Promise<void> {
  await sql`create table bench_players (n int primary key, account_id bigint not null)`.execute(database.db);
  await sql`create table bench_house (n int primary key, account_id bigint not null)`.execute(database.db);
  for (const [table, ids] of [
    ['bench_players', players],
    ['bench_house', house],
  ] as const) {
    await sql`insert into ${sql.table(table)} (n, account_id)
      select n - 1, account_id from unnest(${ids.map(String)}::int8[]) with ordinality as a (account_id, n)`.execute(
      database.db,
    );
  }
}

async function systemAccountForSlot(db: typeof database.db, slot: number): Promise<AccountId> {
  // Any key lands on some slot; try keys until each slot is found.
  for (let i = 0; ; i++) {
    if (subAccountSlot(`slot:${i}`) === slot) return systemAccount(db, 'house', CURRENCY, `slot:${i}`);
  }
}

async function pgbench(options: string[], searchPath: string): Promise<number> {
  const target = new URL(url);
  target.searchParams.set('options', `-csearch_path=${searchPath}`);
  console.log(`raw SQL transfer: pgbench ${options.join(' ')} for ${seconds} s`);
  const { stdout } = await promisify(execFile)(
    'pgbench',
    [...options, '-j', '2', '-T', String(seconds), '-D', `players=${playerCount}`, target.href],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps in pgbench output:\n${stdout}`);
  return Number(tps);
}

/** Players with an account each, funded by deposits from a PSP, opened `workers` at a time. */
async function fundPlayers(database: Database, workers: number): Promise<AccountId[]> {
  const ids = Array.from({ length: playerCount }, () => randomUUID());
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await database.db
      .insertInto('players')
      .values(chunk.map((id) => ({ id, email: `${id}@bench.example` })))
      .execute();
  }
  const accounts: AccountId[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < ids.length) {
        const playerId = ids[next++]!;
        const account = await openPlayerAccount(database.db, playerId, CURRENCY);
        const idempotencyKey = `deposit:${playerId}`;
        const deposit = await transfer(database.db, {
          idempotencyKey,
          debit: await systemAccount(database.db, 'psp:bench', CURRENCY, idempotencyKey),
          credit: account,
          amount: FUNDS,
          currency: CURRENCY,
          reason: 'deposit',
        });
        if (!deposit.ok) throw new Error(`funding failed: ${deposit.code}`);
        accounts.push(account);
      }
    }),
  );
  return accounts;
}
