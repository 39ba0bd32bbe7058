import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { appendAudit } from '../admin/audit.js';

/**
 * Values an operator changes while the site runs (`npm run admin -- settings | setting:set`).
 * Each domain declares its keys with a schema and the default the code used to hard-wire;
 * a key without a stored row reads as its default. Reads are cached for a few seconds per
 * process, so a change is in force everywhere within that time without a restart.
 */
export interface OperatorSetting<T> {
  key: string;
  description: string;
  schema: z.ZodType<T>;
  defaultValue: T;
}

const definitions = new Map<string, OperatorSetting<unknown>>();

export function defineSetting<T>(setting: OperatorSetting<T>): OperatorSetting<T> {
  if (definitions.has(setting.key)) throw new Error(`operator setting ${setting.key} declared twice`);
  definitions.set(setting.key, setting as OperatorSetting<unknown>);
  return setting;
}

/** How long a process keeps a value it read: the longest a change takes to reach every process. */
export const SETTINGS_CACHE_MS = 5_000;

const caches = new WeakMap<Kysely<DB>, Map<string, { value: unknown; until: number }>>();

function cacheOf(db: Kysely<DB>) {
  const cache = caches.get(db) ?? new Map<string, { value: unknown; until: number }>();
  caches.set(db, cache);
  return cache;
}

export async function readSetting<T>(db: Kysely<DB>, setting: OperatorSetting<T>): Promise<T> {
  const cache = cacheOf(db);
  const cached = cache.get(setting.key);
  if (cached && cached.until > Date.now()) return cached.value as T;
  const row = await db
    .selectFrom('operator_settings')
    .select('value')
    .where('key', '=', setting.key)
    .executeTakeFirst();
  // A stored value the schema no longer accepts (after an upgrade) falls back to the default.
  const parsed = row ? setting.schema.safeParse(row.value) : null;
  const value = parsed?.success ? parsed.data : setting.defaultValue;
  cache.set(setting.key, { value, until: Date.now() + SETTINGS_CACHE_MS });
  return value;
}

export interface SettingView {
  key: string;
  description: string;
  value: unknown;
  defaultValue: unknown;
  isDefault: boolean;
  updatedAt: string | null;
}

export async function listSettings(db: Kysely<DB>): Promise<SettingView[]> {
  const rows = await db.selectFrom('operator_settings').selectAll().execute();
  return [...definitions.values()]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((setting) => {
      const row = rows.find((r) => r.key === setting.key);
      const parsed = row ? setting.schema.safeParse(row.value) : null;
      return {
        key: setting.key,
        description: setting.description,
        value: parsed?.success ? parsed.data : setting.defaultValue,
        defaultValue: setting.defaultValue,
        isDefault: !parsed?.success,
        updatedAt: row?.updated_at.toISOString() ?? null,
      };
    });
}

function definitionOf(key: string): OperatorSetting<unknown> {
  const setting = definitions.get(key);
  if (!setting) throw new AppError('NOT_FOUND', `No setting ${key}`);
  return setting;
}

/**
 * Stores a new value (null: back to the default), validated by the key's schema and audited.
 * A refused value changes nothing.
 */
export async function changeSetting(
  db: Kysely<DB>,
  key: string,
  value: unknown,
  act: { operatorId: string; ip: string | null },
): Promise<SettingView> {
  const setting = definitionOf(key);
  const parsed = value === null ? null : setting.schema.safeParse(value);
  if (parsed && !parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = ['value', ...issue.path.map(String)].join('.');
      (fields[field] ??= []).push(issue.message);
    }
    throw new AppError('VALIDATION_FAILED', undefined, fields);
  }
  await db.transaction().execute(async (trx) => {
    if (parsed) {
      const json = JSON.stringify(parsed.data);
      await trx
        .insertInto('operator_settings')
        .values({ key, value: json, updated_by: act.operatorId })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: json, updated_by: act.operatorId, updated_at: new Date() }),
        )
        .execute();
    } else {
      await trx.deleteFrom('operator_settings').where('key', '=', key).execute();
    }
    await appendAudit(trx, {
      operatorId: act.operatorId,
      action: 'settings.change',
      target: key,
      details: { value: parsed ? parsed.data : null },
      ip: act.ip,
    });
  });
  cacheOf(db).delete(key);
  return (await listSettings(db)).find((s) => s.key === key)!;
}
