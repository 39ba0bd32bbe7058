import { stat } from 'node:fs/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { readContentSource, REDIRECTS_COLLECTION, type KindSource, type RedirectSource } from './source.js';

export interface LoadReport {
  /** Collections written because their files changed (kinds, and `redirects`). */
  loaded: string[];
  unchanged: string[];
  /** Collections whose files are all gone. */
  removed: string[];
  /** Broken files: their collection keeps what it had before. */
  errors: string[];
  ignored: string[];
}

const BATCH = 200;

interface Collection {
  name: string;
  version: string;
  errors: string[];
  write(): Promise<void>;
}

async function storedVersions(db: Kysely<DB>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('content_versions').select(['kind', 'version']).execute();
  return new Map(rows.map((r) => [r.kind, r.version]));
}

async function saveVersion(tx: Transaction<DB>, kind: string, version: string) {
  await tx
    .insertInto('content_versions')
    .values({ kind, version })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ version, loaded_at: new Date() }))
    .execute();
}

async function replaceKind(db: Kysely<DB>, kind: string, source: KindSource) {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('content_records').where('kind', '=', kind).execute();
    for (let i = 0; i < source.records.length; i += BATCH) {
      await tx
        .insertInto('content_records')
        .values(
          source.records.slice(i, i + BATCH).map((r) => ({
            id: r.id,
            locale: r.locale,
            kind: r.kind,
            stem: r.stem,
            extension: r.extension,
            page_identity: r.pageIdentity,
            title: r.title,
            description: r.description,
            meta: JSON.stringify(r.meta),
            body: r.body === null ? null : JSON.stringify(r.body),
          })),
        )
        .execute();
    }
    await saveVersion(tx, kind, source.version);
  });
}

async function replaceRedirects(db: Kysely<DB>, source: RedirectSource) {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('content_redirects').execute();
    if (source.entries.length > 0) {
      await tx
        .insertInto('content_redirects')
        .values(source.entries)
        .onConflict((oc) => oc.column('path').doUpdateSet((eb) => ({ target: eb.ref('excluded.target') })))
        .execute();
    }
    await saveVersion(tx, REDIRECTS_COLLECTION, source.version);
  });
}

async function removeCollection(db: Kysely<DB>, kind: string) {
  await db.transaction().execute(async (tx) => {
    if (kind === REDIRECTS_COLLECTION) await tx.deleteFrom('content_redirects').execute();
    else await tx.deleteFrom('content_records').where('kind', '=', kind).execute();
    await tx.deleteFrom('content_versions').where('kind', '=', kind).execute();
  });
}

/**
 * Brings the database in line with the content folder. Each collection is replaced
 * whole in one transaction, and only when its checksum changed; a collection with a
 * broken file keeps what it had, so a typo never empties a page.
 */
export function loadContent(database: Database, dir: string): Promise<LoadReport> {
  return database.exclusive(async () => {
    const report: LoadReport = { loaded: [], unchanged: [], removed: [], errors: [], ignored: [] };
    const isDir = await stat(dir).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isDir) {
      report.errors.push(`${dir}: the content folder does not exist`);
      return report;
    }
    const versions = await storedVersions(database.db);
    const source = await readContentSource(dir, versions);
    report.ignored = source.ignored;
    report.unchanged.push(...source.unchanged);
    const collections: Collection[] = [...source.kinds].map(([kind, kindSource]) => ({
      name: kind,
      ...kindSource,
      write: () => replaceKind(database.db, kind, kindSource),
    }));
    const redirects = source.redirects;
    if (redirects) {
      collections.push({
        name: REDIRECTS_COLLECTION,
        ...redirects,
        write: () => replaceRedirects(database.db, redirects),
      });
    }

    for (const { name, version, errors, write } of collections) {
      if (errors.length > 0) report.errors.push(...errors);
      else if (versions.get(name) === version) report.unchanged.push(name);
      else {
        await write();
        report.loaded.push(name);
      }
    }
    const present = new Set([...source.unchanged, ...collections.map((c) => c.name)]);
    for (const name of versions.keys()) {
      if (present.has(name)) continue;
      await removeCollection(database.db, name);
      report.removed.push(name);
    }
    return report;
  });
}
