// `npm run audit:verify`: walks the operator audit chain of the database the server uses
// (DATABASE_URL, else PGlite under DATA_DIR: stop the server first) and exits 1 naming
// the first row that was edited, removed or moved. It only reads.
import { sql } from 'kysely';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { verifyAuditChain } from './audit.js';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  const { rows } = await sql<{ log: string | null }>`select to_regclass('operator_audit_log')::text as log`.execute(
    database.db,
  );
  if (!rows[0]?.log) {
    console.error('This database has no operator audit log: the server creates its tables when it starts.');
    process.exitCode = 2;
  } else {
    const verdict = await verifyAuditChain(database.db);
    if (verdict.ok) {
      process.stdout.write(`operator audit log: ${verdict.rows} entries, chain intact\n`);
    } else {
      process.stdout.write(
        `operator audit log: BROKEN at row ${verdict.brokenAt}: ${verdict.reason} (${verdict.rows} rows read)\n`,
      );
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
