/**
 * Answers of the public API that server rendering asks for on nearly every page and that
 * change rarely: content (layout, slides, pages), the catalogue's collections, providers and
 * game lists, and the currencies (issue 12). Each page used to ask the database for them
 * again; now one process keeps each answer for a few seconds, so a burst of page views costs
 * one read per question, and an operator's change shows within TTL_MS on every process
 * without any process having to tell the others.
 */
export const PUBLIC_READ_TTL_MS = 5_000;
/** Distinct questions kept at once; past it the oldest answer goes (locales × countries × pages). */
export const PUBLIC_READ_MAX_ENTRIES = 2_000;

const PUBLIC_GETS = [
  /^\/api\/game\/collections$/,
  /^\/api\/game\/providers$/,
  /^\/api\/game\/games\/features$/,
  /^\/api\/game\/games\?/,
  /^\/api\/settings\/currencies$/,
];
const PUBLIC_POSTS = [/^\/api\/content\/query$/];

/** Whether an answer is the same for every visitor from one country in one language. */
export function isPublicRead(method: string, url: string): boolean {
  const patterns = method === 'GET' ? PUBLIC_GETS : method === 'POST' ? PUBLIC_POSTS : [];
  return patterns.some((pattern) => pattern.test(url));
}

export interface PublicAnswer {
  status: number;
  body: string;
}

interface Entry {
  expiresAt: number;
  answer: PublicAnswer;
}

export class PublicReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<PublicAnswer>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS;
    this.#maxEntries = options.maxEntries ?? PUBLIC_READ_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The kept answer for `key`, or `load`'s. Concurrent misses share one load; only 200
   * answers are kept, so an error or a refusal is asked again next time.
   */
  async read(key: string, load: () => Promise<PublicAnswer>): Promise<PublicAnswer> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) return entry.answer;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const loading = load().then(
      (answer) => {
        this.#pending.delete(key);
        if (answer.status === 200) this.#keep(key, answer);
        return answer;
      },
      (error: unknown) => {
        this.#pending.delete(key);
        throw error;
      },
    );
    this.#pending.set(key, loading);
    return loading;
  }

  /** Forgets every answer: after a change made in this process, shown at once. */
  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }

  #keep(key: string, answer: PublicAnswer) {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { expiresAt: this.#now() + this.#ttlMs, answer });
  }
}

/** Everything a public answer may depend on: the question, the country and the language. */
export function publicReadKey(method: string, url: string, body: unknown, country: string, language: string): string {
  return JSON.stringify([method, url, body ?? null, country, language]);
}
