// `npm run ledger:verify`: audits the ledger of the database the server uses (DATABASE_URL,
// else PGlite under DATA_DIR, which only one process may open: stop the server first) and
// exits 1 when it finds a violation. It only reads: pointed at the wrong database, it
// must not create the schema there.
import { sql } from 'kysely';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { formatLedgerReport, verifyLedger } from './verify.js';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
try {
  const { rows } = await sql<{ ledger: string | null }>`select to_regclass('ledger_transfers')::text as ledger`.execute(
    database.db,
  );
  if (rows[0]?.ledger) {
    const report = await verifyLedger(database.db);
    process.stdout.write(formatLedgerReport(report));
    process.exitCode = report.violations.length === 0 ? 0 : 1;
  } else {
    console.error('This database has no ledger: the server creates its tables when it starts.');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
