import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect.js';
import type { DB } from './schema.js';

const INT8_OID = 20;
// Calendar dates stay `YYYY-MM-DD` strings: a Date would shift them with the time zone.
const DATE_OID = 1082;

export interface DatabaseOptions {
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps everything in memory. */
  dataDir: string;
  poolSize?: number;
  /** Run inside this schema (created when missing): lets test files share one server. */
  schema?: string;
  /**
   * PGlite only: start from this data folder (a `dumpDataDir` archive) instead of an empty
   * cluster. Tests start every database from one migrated copy: PostgreSQL's initdb and the
   * migrations cost seconds per database, loading the copy a few hundred milliseconds.
   */
  template?: Blob;
}

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations) in one transaction. */
  execScript(script: string): Promise<void>;
  /** Runs `work` while holding a lock that every process of this database shares (start-up migrations). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` until the returned function is called.
   * On PostgreSQL a connection of its own (outside the pool) listens; `onError` hears that
   * it was lost, after which nothing more is delivered.
   */
  listen(channel: string, onNotify: () => void, onError: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data folder as an archive, what `template` takes. */
  dumpDataDir?: () => Promise<Blob>;
}

const MIGRATION_LOCK_KEY = 7_270_001;
const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPGlite(options);
}

async function openPGlite(options: DatabaseOptions): Promise<Database> {
  const memory = options.dataDir.startsWith('memory://');
  const dataDir = memory ? options.dataDir : path.resolve(options.dataDir, 'pglite');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  // Loaded only for the embedded database: a server on PostgreSQL would hold its half a
  // megabyte of JavaScript for nothing.
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir, {
    ...(options.template ? { loadDataDir: options.template } : {}),
    // PostgreSQL's 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
    // never shrinks: 16 MB keeps a demo's working set while its files stay in the operating
    // system's cache anyway. Measured: 290 → 180 MB RSS for PGlite alone (issue 12).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    parsers: { [INT8_OID]: (value: string) => BigInt(value), [DATE_OID]: (value: string) => value },
    serializers: { [INT8_OID]: (value: unknown) => String(value) },
  });
  if (options.schema) {
    await client.exec(`create schema if not exists "${options.schema}"; set search_path to "${options.schema}"`);
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    async execScript(script) {
      await db.connection().execute(async () => {
        await client.transaction(async (tx) => {
          await tx.exec(script);
        });
      });
    },
    // One process owns a PGlite folder, so there is nobody to exclude.
    exclusive: (work) => work(),
    ping: () => pingDatabase(db),
    dumpDataDir: () => db.connection().execute(() => client.dumpDataDir('none')),
    // LISTEN is a statement on PGlite's one session: it waits for any open transaction, which could undo it.
    async listen(channel, onNotify) {
      const stop = await db.connection().execute(() => client.listen(channel, onNotify));
      return () => db.connection().execute(() => stop());
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // Loaded only for PostgreSQL: the embedded database never needs the driver.
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? (value: string) => BigInt(value)
        : oid === DATE_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  if (options.schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists "${options.schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 4,
    types,
    ...(options.schema ? { options: `-c search_path="${options.schema}"` } : {}),
  });
  // A connection lost in the middle of a query (the server restarted, or ended that backend)
  // fails the query, and the pool drops it on release; the client's own error event, emitted
  // while the pool has lent it out and stopped listening, would otherwise end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async execScript(script) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(script);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => pingDatabase(db),
    async listen(channel, onNotify, onError) {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      client.on('error', onError);
      await client.connect();
      await client.query(`listen "${channel}"`);
      return async () => {
        client.removeListener('error', onError);
        client.on('error', () => undefined);
        await client.end();
      };
    },
    close: () => db.destroy(),
  };
}

async function pingDatabase(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
