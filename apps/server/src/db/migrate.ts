import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.js';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Versioned SQL migrations, applied once each in file-name order. */
export function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.exclusive(() => applyPending(database, dir));
}

async function applyPending(database: Database, dir: string): Promise<string[]> {
  await database.execScript(
    `create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())`,
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied = new Set(
    (await sql<{ version: string }>`select version from schema_migrations`.execute(database.db)).rows.map(
      (r) => r.version,
    ),
  );
  const done: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const body = await readFile(path.join(dir, file), 'utf8');
    await database.execScript(`${body}\n;insert into schema_migrations (version) values ('${version}');`);
    done.push(version);
  }
  return done;
}
