import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN §3: a provider talks to the platform only over its contract, as an outside vendor
 * would. Production code of `providers/<name>/` may import its own files, `contracts/`,
 * `providers/kit/`, `@casino/shared`, packages, and `http/errors.ts` (AppError and the JSON
 * error shape: no platform logic). The kit is the contract's provider side that every studio
 * would otherwise write again (wallet client, purse, launches, the game page's helpers): under
 * the same rule, it imports no provider and no platform code. The platform never imports a
 * provider; contracts import neither side.
 * Tests and test helpers may mount a provider in the whole app, so they are left out.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/** Helpers any provider may use: they carry no platform logic. */
const PROVIDER_MAY_USE = ['contracts/', 'providers/kit/', 'http/errors.ts'];

/**
 * Type-only imports a provider still makes. The payment sandbox keeps its tables in the
 * site's database and reads the `currencies` table, so it takes the whole schema's type.
 */
const PROVIDER_TYPE_EXCEPTIONS: Record<string, string[]> = { 'psp-sandbox': ['db/schema.ts'] };

const isTest = (file: string) => /(\.test\.ts|\/test-[\w-]+\.ts|\/test-helpers\.ts)$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) ? [path] : [];
  });
}

interface Import {
  /** Path under src/ the import resolves to; null for packages. */
  target: string | null;
  typeOnly: boolean;
  specifier: string;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const found: Import[] = [];
  const statement = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  for (const match of text.matchAll(statement)) {
    const specifier = (match[2] ?? match[3])!;
    const target = specifier.startsWith('.')
      ? relative(SRC, resolve(SRC, dirname(file), specifier)).replace(/\.js$/, '.ts')
      : null;
    found.push({ target, typeOnly: Boolean(match[1]), specifier });
  }
  return found;
}

describe('import boundaries', () => {
  it('lets a provider import only its own files, the contracts and the error helper', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles('providers')) {
      const provider = file.split('/')[1]!;
      for (const { target, typeOnly, specifier } of importsOf(file)) {
        if (target === null) {
          if (/^@casino\/(server|web)/.test(specifier)) crossings.push(`${file} → ${specifier}`);
          continue;
        }
        const allowed =
          target.startsWith(`providers/${provider}/`) ||
          PROVIDER_MAY_USE.some((prefix) => target.startsWith(prefix)) ||
          (typeOnly && (PROVIDER_TYPE_EXCEPTIONS[provider] ?? []).includes(target));
        if (!allowed) crossings.push(`${file} → ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('keeps the provider kit from importing any one provider', () => {
    const crossings = sourceFiles('providers/kit').flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target?.startsWith('providers/') && !target.startsWith('providers/kit/'))
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('keeps the platform from importing any provider', () => {
    const crossings = sourceFiles('platform').flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target?.startsWith('providers/'))
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('keeps the contracts free of both sides', () => {
    const crossings = sourceFiles('contracts').flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target !== null && !target.startsWith('contracts/'))
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });
});
