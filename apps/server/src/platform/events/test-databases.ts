import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { seedSettings } from '../settings/service.js';

/**
 * A database that outlives the app on it, opened as often as a test needs: a PGlite
 * folder, or a schema on TEST_DATABASE_URL. Each open is a process's own connection(s).
 */
export function durableDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  const dataDir = url ? 'memory://' : mkdtempSync(path.join(tmpdir(), 'casino-events-'));
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let migrated = false;
  return {
    async open(): Promise<Database> {
      const database = await openDatabase({ url, dataDir, ...(schema ? { schema } : {}) });
      if (!migrated) {
        await migrate(database);
        await seedSettings(database.db);
        migrated = true;
      }
      return database;
    },
    async remove(): Promise<void> {
      if (schema) {
        const database = await openDatabase({ url, dataDir });
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
        await database.close();
      } else {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A second connection pool on the same database, as another process would have (PostgreSQL only). */
export async function secondProcessDatabase(database: Database): Promise<Database | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || database.kind !== 'postgres') return null;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return openDatabase({ url, dataDir: 'memory://', schema: rows[0]!.schema });
}
