import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
