import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database.js';
import { loadContent } from './loader.js';

const SHIPPED = path.resolve(import.meta.dirname, '../../../../../content');

/** A throw-away content folder for tests: `write({ 'en/static/terms.md': '…' })`. */
export function contentFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  return {
    dir,
    write(files: Record<string, string>) {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
    },
    remove(name: string) {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The shipped validation messages (§5) of some locales, as fixture files. */
export function shippedValidationMessages(...locales: string[]): Record<string, string> {
  return Object.fromEntries(
    locales.map((locale) => {
      const name = `${locale}/fields-settings/validation.yaml`;
      return [name, readFileSync(path.join(SHIPPED, name), 'utf8')];
    }),
  );
}

/** Puts the shipped validation messages of some locales in a test database, as a deploy would. */
export async function loadShippedValidationMessages(database: Database, ...locales: string[]): Promise<void> {
  const fixture = contentFixture();
  try {
    fixture.write(shippedValidationMessages(...locales));
    const report = await loadContent(database, fixture.dir);
    if (report.errors.length > 0) throw new Error(report.errors.join('\n'));
  } finally {
    fixture.cleanup();
  }
}
