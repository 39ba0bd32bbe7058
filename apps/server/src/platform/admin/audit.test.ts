import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import type { DB } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestOperator, totpCode, type TestOperator } from '../../test/operators.js';
import { registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { appendAudit, canonicalJson, verifyAuditChain } from './audit.js';

let t: TestApp;
let desk: TestOperator;
let player: TestPlayer;

beforeAll(async () => {
  t = await createTestApp();
  desk = await createTestOperator(t.app, 'payments');
  player = await registerTestPlayer(t.app);
});
afterAll(() => t.close());

const auditRows = (db: Kysely<DB>) => db.selectFrom('operator_audit_log').selectAll().orderBy('id').execute();

/** Runs `work` with the append-only trigger off, as an intruder with the table owner's rights could. */
async function withTriggerOff(db: Kysely<DB>, work: () => Promise<unknown>) {
  await sql`alter table operator_audit_log disable trigger operator_audit_log_append_only`.execute(db);
  try {
    await work();
  } finally {
    await sql`alter table operator_audit_log enable trigger operator_audit_log_append_only`.execute(db);
  }
}

/** A bare database of its own, with a short chain, for the tests that break the chain on purpose. */
async function freshChain() {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ url, dataDir: 'memory://', ...(schema ? { schema } : {}) });
  await migrate(database);
  for (let i = 0; i < 5; i++) {
    await appendAudit(database.db, { operatorId: null, action: 'test.entry', target: String(i), details: { i } });
  }
  return {
    db: database.db,
    async close() {
      if (schema) await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await database.close();
    },
  };
}

describe('the operator audit log', () => {
  it('records an operator action with who, what, on whom, the details and the address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers: desk.headers,
      remoteAddress: '198.51.100.7',
      payload: { player: player.email, currency: 'EUR', amount: 2_500, reason: 'goodwill', idempotencyKey: 'audit-1' },
    });
    expect(res.statusCode).toBe(200);
    const entry = (await auditRows(t.app.db)).find((r) => r.action === 'wallet.adjust');
    expect(entry).toMatchObject({
      operator_id: desk.id,
      target: player.id,
      ip: '198.51.100.7',
      details: { amount: '2500', currency: 'EUR', reason: 'goodwill', idempotencyKey: 'audit-1' },
    });
    expect(await verifyAuditChain(t.app.db)).toMatchObject({ ok: true });
  });

  it('records sign-in, failed sign-in and sign-out', async () => {
    const operator = await createTestOperator(t.app, 'risk');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: operator.email, password: 'wrong password', code: '123456' },
    });
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: operator.email, password: operator.password, code: await totpCode(operator.totpSecret) },
      })
    ).json();
    await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { authorization: `Bearer ${token}` } });
    const actions = (await auditRows(t.app.db)).filter((r) => r.operator_id === operator.id).map((r) => r.action);
    expect(actions).toEqual([
      'operator.api_key.create',
      'operator.sign_in_failed',
      'operator.sign_in',
      'operator.sign_out',
    ]);
  });

  it('writes nothing when the action fails', async () => {
    const before = (await auditRows(t.app.db)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers: desk.headers,
      payload: { player: player.id, currency: 'EUR', amount: -10_000_000, reason: 'more than there is' },
    });
    expect(res.statusCode).toBe(422);
    expect(await auditRows(t.app.db)).toHaveLength(before);
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    await expect(sql`update operator_audit_log set action = 'x'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit_log cascade`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit_head`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });

  it('keeps one unbroken chain when 20 operator actions run at once', async () => {
    const before = (await auditRows(t.app.db)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/wallet/adjustments',
          headers: desk.headers,
          payload: {
            player: player.id,
            currency: 'EUR',
            amount: 100 + i,
            reason: 'parallel',
            idempotencyKey: `p-${i}`,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await auditRows(t.app.db);
    expect(rows).toHaveLength(before + 20);
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(rows.length);
    expect(await verifyAuditChain(t.app.db)).toEqual({ ok: true, rows: rows.length });
  });

  it('hashes details the same whatever order their keys come back in', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { y: 2, z: 0 }] }, b: 1 }),
    );
  });
});

describe('verifying the audit chain', () => {
  it('names the row whose details were tampered with', async () => {
    const fresh = await freshChain();
    try {
      const target = (await auditRows(fresh.db))[2]!;
      await withTriggerOff(fresh.db, () =>
        sql`update operator_audit_log set details = '{"i": 99}' where id = ${target.id}`.execute(fresh.db),
      );
      expect(await verifyAuditChain(fresh.db)).toMatchObject({ ok: false, brokenAt: String(target.id) });
    } finally {
      await fresh.close();
    }
  });

  it('names the row after one deleted from the middle', async () => {
    const fresh = await freshChain();
    try {
      const rows = await auditRows(fresh.db);
      await withTriggerOff(fresh.db, () =>
        sql`delete from operator_audit_log where id = ${rows[1]!.id}`.execute(fresh.db),
      );
      expect(await verifyAuditChain(fresh.db)).toMatchObject({ ok: false, brokenAt: String(rows[2]!.id) });
    } finally {
      await fresh.close();
    }
  });

  it('notices a row cut off the end', async () => {
    const fresh = await freshChain();
    try {
      const last = (await auditRows(fresh.db)).at(-1)!;
      await withTriggerOff(fresh.db, () => sql`delete from operator_audit_log where id = ${last.id}`.execute(fresh.db));
      expect(await verifyAuditChain(fresh.db)).toMatchObject({ ok: false, brokenAt: String(last.id) });
    } finally {
      await fresh.close();
    }
  });

  it('notices rows put in another order', async () => {
    const fresh = await freshChain();
    try {
      const [, second, third] = await auditRows(fresh.db);
      await withTriggerOff(fresh.db, async () => {
        await sql`update operator_audit_log set id = -1 where id = ${second!.id}`.execute(fresh.db);
        await sql`update operator_audit_log set id = ${second!.id} where id = ${third!.id}`.execute(fresh.db);
        await sql`update operator_audit_log set id = ${third!.id} where id = -1`.execute(fresh.db);
      });
      expect(await verifyAuditChain(fresh.db)).toMatchObject({ ok: false, brokenAt: String(second!.id) });
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run audit:verify', () => {
  const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'audit-verify-cli.ts');
  const run = (dataDir: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      (ok) => ({ code: 0, stdout: ok.stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('passes an intact chain and exits 1 naming the first broken row', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'audit-verify-'));
    try {
      const database = await openDatabase({ dataDir });
      await migrate(database);
      for (let i = 0; i < 3; i++)
        await appendAudit(database.db, { operatorId: null, action: 'test.entry', details: { i } });
      await database.close();
      const intact = await run(dataDir);
      expect(intact).toMatchObject({ code: 0, stdout: expect.stringMatching(/3 entries, chain intact/) });

      const again = await openDatabase({ dataDir });
      await withTriggerOff(again.db, () =>
        sql`update operator_audit_log set action = 'test.forged' where id = 2`.execute(again.db),
      );
      await again.close();
      const broken = await run(dataDir);
      expect(broken.code).toBe(1);
      expect(broken.stdout).toMatch(/row 2/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
