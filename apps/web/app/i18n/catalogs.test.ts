import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@casino/shared/locales';
import {
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isLiteralElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, unknown>;

const MESSAGES_DIR = join(import.meta.dirname, 'messages');
/** A non-English base catalog may leave fewer than this share of messages equal to English. */
const MAX_ENGLISH_SHARE = 0.1;

const codes = LOCALES.map((l) => l.code);
const baseOf = (code: string) => code.split('-')[0]!;
const isRegional = (code: string) => baseOf(code) !== code;
const baseLocales = codes.filter((code) => !isRegional(code));
const regionalLocales = codes.filter(isRegional);

const jsonFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : ([] as string[]);

/** Namespaces are whatever English ships: a new `en/<namespace>.json` is demanded of every locale. */
const namespaces = jsonFiles(join(MESSAGES_DIR, DEFAULT_LOCALE)).map((file) => file.slice(0, -'.json'.length));

function readCatalog(locale: string, namespace: string): Catalog | undefined {
  const file = join(MESSAGES_DIR, locale, `${namespace}.json`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/** Namespaces a locale folder ships, English or not. */
function namespacesOf(locale: string): string[] {
  return jsonFiles(join(MESSAGES_DIR, locale)).map((file) => file.slice(0, -'.json'.length));
}

/** Every message of every locale folder that exists: `[locale, namespace, key, message]`. */
function allMessages(): [string, string, string, unknown][] {
  return codes.flatMap((locale) =>
    namespacesOf(locale).flatMap((namespace) =>
      Object.entries(readCatalog(locale, namespace) ?? {}).map(
        ([key, message]) => [locale, namespace, key, message] as [string, string, string, unknown],
      ),
    ),
  );
}

function collectArguments(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const el of elements) {
    if (isLiteralElement(el) || isPoundElement(el)) continue;
    into.add(el.value);
    if (isTagElement(el)) collectArguments(el.children, into);
    if (isPluralElement(el) || isSelectElement(el)) {
      for (const option of Object.values(el.options)) collectArguments(option.value, into);
    }
  }
  return into;
}

const argumentsOf = (message: string) => [...collectArguments(parse(message), new Set())].sort();

describe('message catalogs', () => {
  it('discovers at least one English namespace', () => {
    expect(namespaces).toContain('common');
  });

  it('has a catalog folder for every locale', () => {
    const missing = codes.filter((code) => !existsSync(join(MESSAGES_DIR, code)));
    expect(missing).toEqual([]);
  });

  it('has no catalog folder for a locale outside LOCALES', () => {
    const unknown = readdirSync(MESSAGES_DIR).filter(
      (name) => statSync(join(MESSAGES_DIR, name)).isDirectory() && !codes.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every base locale every key of every English namespace', () => {
    const missing: string[] = [];
    for (const locale of baseLocales) {
      for (const namespace of namespaces) {
        const catalog = readCatalog(locale, namespace);
        if (!catalog) {
          missing.push(`${locale}/${namespace}.json`);
          continue;
        }
        for (const key of Object.keys(readCatalog(DEFAULT_LOCALE, namespace)!)) {
          if (!(key in catalog)) missing.push(`${locale}/${namespace}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no key in any locale that English does not have', () => {
    const unknown: string[] = [];
    for (const locale of codes) {
      for (const namespace of namespacesOf(locale)) {
        const english = readCatalog(DEFAULT_LOCALE, namespace) ?? {};
        for (const key of Object.keys(readCatalog(locale, namespace)!)) {
          if (!(key in english)) unknown.push(`${locale}/${namespace}: ${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('parses every message as ICU MessageFormat', () => {
    const broken: string[] = [];
    for (const [locale, namespace, key, message] of allMessages()) {
      try {
        if (typeof message !== 'string') throw new Error(`not a string: ${JSON.stringify(message)}`);
        parse(message);
      } catch (error) {
        broken.push(`${locale}/${namespace}: ${key}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('uses exactly the arguments of the English message', () => {
    const mismatched: string[] = [];
    for (const [locale, namespace, key, message] of allMessages()) {
      const english = readCatalog(DEFAULT_LOCALE, namespace)?.[key];
      if (locale === DEFAULT_LOCALE || typeof english !== 'string' || typeof message !== 'string') continue;
      let actual: string[];
      try {
        actual = argumentsOf(message);
      } catch {
        continue; // reported by the parse test
      }
      const expected = argumentsOf(english);
      if (actual.join() !== expected.join()) {
        mismatched.push(
          `${locale}/${namespace}: ${key}: {${actual.join('}, {')}} instead of {${expected.join('}, {')}}`,
        );
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('translates at least 90% of the messages of every non-English base locale', () => {
    const copies: string[] = [];
    for (const locale of baseLocales.filter((code) => code !== DEFAULT_LOCALE)) {
      let total = 0;
      let same = 0;
      for (const namespace of namespaces) {
        const english = readCatalog(DEFAULT_LOCALE, namespace)!;
        for (const [key, message] of Object.entries(readCatalog(locale, namespace) ?? {})) {
          total += 1;
          if (message === english[key]) same += 1;
        }
      }
      if (total > 0 && same / total >= MAX_ENGLISH_SHARE) copies.push(`${locale}: ${same} of ${total} equal English`);
    }
    expect(copies).toEqual([]);
  });

  it('keeps only overrides that differ from the base language in regional variants', () => {
    const redundant: string[] = [];
    for (const locale of regionalLocales) {
      for (const namespace of namespacesOf(locale)) {
        // What the loader would show without the override: the base language over English.
        const base = { ...readCatalog(DEFAULT_LOCALE, namespace), ...readCatalog(baseOf(locale), namespace) };
        for (const [key, message] of Object.entries(readCatalog(locale, namespace)!)) {
          if (message === base[key]) redundant.push(`${locale}/${namespace}: ${key}`);
        }
      }
    }
    expect(redundant).toEqual([]);
  });
});
