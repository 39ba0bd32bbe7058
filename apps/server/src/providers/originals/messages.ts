import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '@casino/shared/locales';

/**
 * The game page's words, one JSON catalog per locale of SPEC §1 in `messages/`, keyed the
 * same in every locale (a test checks it). The page gets its launch locale's catalog inline.
 */
export type Messages = Record<string, string>;

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Beside the sources in development; the production build copies them beside the bundle. */
const DIRS = [path.join(HERE, 'messages'), path.join(HERE, 'originals-messages')];
const cache = new Map<string, Messages>();

function read(locale: string): Messages | undefined {
  for (const dir of DIRS) {
    try {
      return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Messages;
    } catch {
      continue;
    }
  }
  return undefined;
}

export const MESSAGES_DIR = DIRS[0]!;

/** The catalog of `locale`: English, under its base language's (a regional locale inherits), under its own. */
export function messagesFor(locale: string): { messages: Messages; dir: 'ltr' | 'rtl'; lang: string } {
  const code = LOCALES.find((l) => l.code === locale.toLowerCase())?.code ?? DEFAULT_LOCALE;
  let messages = cache.get(code);
  if (!messages) {
    const base = code.split('-')[0]!;
    // Crash, HiLo and Blackjack keep their words in messages/live/ (their own module's catalog).
    const layer = (c: string) => ({ ...read(c), ...read(`live/${c}`) });
    messages = { ...layer(DEFAULT_LOCALE), ...(base === code ? {} : layer(base)), ...layer(code) };
    cache.set(code, messages);
  }
  const info = LOCALES.find((l) => l.code === code)!;
  return { messages, dir: info.dir, lang: info.intl };
}
