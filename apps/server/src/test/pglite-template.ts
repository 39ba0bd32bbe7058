import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seedSettings } from '../platform/settings/service.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data folder every test database starts from (a tar file). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup: one PGlite database migrated and seeded for the whole run, saved
 * as an archive that each test file's databases load instead of running initdb and every
 * migration again (seconds per database on a small machine).
 */
export async function buildPgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedSettings(database.db);
  const archive = await database.dumpDataDir!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

let loaded: Blob | undefined;

/** The template archive of this run, read once per worker (test files share its modules). */
export function pgliteTemplate(): Blob {
  loaded ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return loaded;
}
