/**
 * Ledger throughput on PostgreSQL against pgbench TPC-B on the same server, in one run
 * (DESIGN §5): workers move money between funded players and the house through the
 * ledger service for a fixed time, then pgbench runs its standard transaction as long.
 *
 *   npm run bench:ledger -- [--seconds 20] [--workers 16] [--players 1000]
 *
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test) names the server.
 * The ledger runs in a fresh schema and pgbench in a fresh database `bench_pgbench`; both
 * are dropped at the end.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { openPlayerAccount, systemAccount, type AccountId } from '../../apps/server/src/platform/ledger/accounts.js';
import { transfer } from '../../apps/server/src/platform/ledger/transfers.js';
import { verifyLedger } from '../../apps/server/src/platform/ledger/verify.js';
import { seedSettings } from '../../apps/server/src/platform/settings/service.js';
import { positive } from '../args.js';
import { pgbenchTps } from '../pgbench.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    workers: { type: 'string', default: '16' },
    players: { type: 'string', default: '1000' },
  },
});

const seconds = positive('seconds', args.seconds);
const workers = positive('workers', args.workers);
const playerCount = positive('players', args.players);
const url = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const CURRENCY = 'EUR';
const FUNDS = 1_000_000n;
const run = randomBytes(4).toString('hex');

const ledger = await benchLedger();
const pgbenchRate = await pgbenchTps(url, workers, seconds);

console.log('');
console.log(
  `ledger:  ${ledger.tps.toFixed(0)} transfers/s (${ledger.transfers} in ${seconds} s, ${workers} workers, pool ${workers}, ` +
    `p50 ${ledger.p50.toFixed(1)} ms, p99 ${ledger.p99.toFixed(1)} ms, ${ledger.failed} failed, ${ledger.violations} ledger violations)`,
);
console.log(`pgbench: ${pgbenchRate.toFixed(0)} tps (TPC-B, -s 10 -c ${workers} -j 2 -T ${seconds})`);
console.log(`ratio:   ${(ledger.tps / pgbenchRate).toFixed(2)} ledger transfers per pgbench transaction`);
if (ledger.violations > 0 || ledger.failed > 0) process.exitCode = 1;

async function benchLedger() {
  const schema = `bench_ledger_${run}`;
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: workers, schema });
  try {
    await migrate(database);
    await seedSettings(database.db);
    console.log(`ledger: funding ${playerCount} players in schema ${schema}`);
    const players = await fundPlayers(database);

    console.log(`ledger: ${workers} workers for ${seconds} s`);
    const latencies: number[] = [];
    let failed = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = 0; Date.now() < deadline; i++) {
          const idempotencyKey = `bench:${worker}:${i}`;
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
      transfers: latencies.length,
      tps: latencies.length / seconds,
      p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      failed,
      violations: report.violations.length,
    };
  } finally {
    await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
  }
}

/** Players with an account each, funded by deposits from a PSP, opened `workers` at a time. */
async function fundPlayers(database: Database): Promise<AccountId[]> {
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
