import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const PGBENCH_DB = 'bench_pgbench';

/**
 * pgbench's standard TPC-B transaction (5 statements) against the same server, in a fresh
 * database `bench_pgbench` dropped at the end: the yardstick of what this PostgreSQL on this
 * machine can commit, measured in the same run as the code it is compared with.
 */
export async function pgbenchTps(url: string, clients: number, seconds: number): Promise<number> {
  const target = new URL(url);
  target.pathname = `/${PGBENCH_DB}`;
  await admin(url, `drop database if exists ${PGBENCH_DB}`);
  await admin(url, `create database ${PGBENCH_DB}`);
  try {
    console.log(`pgbench: initialising scale 10 in database ${PGBENCH_DB}`);
    await pgbench(['-i', '-s', '10', '-q', target.href]);
    console.log(`pgbench: ${clients} clients for ${seconds} s`);
    const output = await pgbench(['-c', String(clients), '-j', '2', '-T', String(seconds), target.href]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
    if (!tps) throw new Error(`no tps in pgbench output:\n${output}`);
    return Number(tps);
  } finally {
    await admin(url, `drop database if exists ${PGBENCH_DB} with (force)`);
  }
}

async function pgbench(options: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('pgbench', options, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Runs one statement on `url` outside any transaction (creating and dropping databases). */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
