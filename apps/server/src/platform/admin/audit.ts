import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The `prev_hash` of the first row: the chain starts from nothing. */
export const GENESIS_HASH = '0'.repeat(64);

export interface AuditEntry {
  /** Null for what no operator did: a failed sign-in with an unknown e-mail, a start-up bootstrap. */
  operatorId: string | null;
  /** `<domain>.<verb>`, e.g. `payment.invoice.approve`. */
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

interface ChainedRow {
  id: bigint;
  at: Date;
  operator_id: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  prev_hash: string;
}

/**
 * JSON with object keys sorted at every depth: jsonb gives keys back in its own
 * order, so the hash must not depend on the order they were written in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 over every column but the hash itself, the predecessor's hash included. */
export function auditRowHash(row: ChainedRow): string {
  const canonical = canonicalJson([
    String(row.id),
    row.at.toISOString(),
    row.operator_id,
    row.action,
    row.target,
    row.details,
    row.ip,
    row.prev_hash,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Appends one entry. Inside the caller's transaction when given one, so the entry
 * commits or rolls back with the action it records. The head row is locked first:
 * concurrent appends queue there, so each links to the one before and the chain
 * never forks.
 */
export function appendAudit(db: Kysely<DB>, entry: AuditEntry): Promise<{ id: bigint; hash: string }> {
  const work = async (tx: Transaction<DB>) => {
    const head = await tx.selectFrom('operator_audit_head').select('last_hash').forUpdate().executeTakeFirstOrThrow();
    const { rows } = await sql<{ id: string }>`select nextval('operator_audit_log_id_seq')::text as id`.execute(tx);
    const row: ChainedRow = {
      id: BigInt(rows[0]!.id),
      // Milliseconds only: the stored timestamp must read back exactly as it was hashed.
      at: new Date(),
      operator_id: entry.operatorId,
      action: entry.action,
      target: entry.target ?? null,
      details: JSON.parse(JSON.stringify(entry.details ?? {})) as Record<string, unknown>,
      ip: entry.ip ?? null,
      prev_hash: head.last_hash,
    };
    const hash = auditRowHash(row);
    await tx
      .insertInto('operator_audit_log')
      .values({ ...row, details: JSON.stringify(row.details), hash })
      .execute();
    await tx.updateTable('operator_audit_head').set({ last_id: row.id, last_hash: hash }).execute();
    return { id: row.id, hash };
  };
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

export type AuditVerdict = { ok: true; rows: number } | { ok: false; rows: number; brokenAt: string; reason: string };

/**
 * Walks the chain from the first row. A row whose content was edited fails its own
 * hash; a deleted or reordered row breaks the next row's link; rows cut off the end
 * leave the head pointing past the last row.
 */
export async function verifyAuditChain(db: Kysely<DB>, pageSize = 1000): Promise<AuditVerdict> {
  let previous = GENESIS_HASH;
  let lastId: bigint | null = null;
  let count = 0;
  for (;;) {
    let query = db.selectFrom('operator_audit_log').selectAll().orderBy('id').limit(pageSize);
    if (lastId !== null) query = query.where('id', '>', lastId);
    const page = await query.execute();
    for (const row of page) {
      count += 1;
      const id = String(row.id);
      if (row.prev_hash !== previous) {
        return { ok: false, rows: count, brokenAt: id, reason: 'its link to the row before is broken' };
      }
      if (auditRowHash({ ...row, id: BigInt(row.id) }) !== row.hash) {
        return { ok: false, rows: count, brokenAt: id, reason: 'its content does not match its hash' };
      }
      previous = row.hash;
      lastId = BigInt(row.id);
    }
    if (page.length < pageSize) break;
  }
  const head = await db.selectFrom('operator_audit_head').selectAll().executeTakeFirstOrThrow();
  if (head.last_hash !== previous || (head.last_id === null ? null : BigInt(head.last_id)) !== lastId) {
    return {
      ok: false,
      rows: count,
      brokenAt: head.last_id === null ? 'head' : String(head.last_id),
      reason: 'the chain head names a row that is missing or different: rows were cut off the end',
    };
  }
  return { ok: true, rows: count };
}
