/**
 * Server-rendered pages of guests, kept for a moment (issue 12: "HTML with short caching where
 * safe"). A guest's page depends only on the request's address, cookies, language, country and
 * whether it is a crawler, so a burst of visitors to the same page costs one render. Signed-in
 * pages are never kept, nor answers that set a cookie or are not a plain 200.
 *
 * Every response carries a CSP nonce of its own: a kept page is stored with the nonce it was
 * rendered with and sent with the new response's nonce in its place.
 */
/** Kept pages' text in all, at most: the oldest go first past it. */
export const GUEST_PAGE_MAX_BYTES = 16 * 1024 * 1024;

export interface GuestPage {
  headers: [string, string][];
  body: string;
  /** The nonce the body's scripts carry. */
  nonce: string;
}

interface Entry {
  expiresAt: number;
  page: GuestPage;
}

export class GuestPageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<GuestPage | null>>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: { ttlMs: number; maxBytes?: number; now?: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxBytes = options.maxBytes ?? GUEST_PAGE_MAX_BYTES;
    this.#now = options.now ?? Date.now;
  }

  /** The page kept for `key`, or the one a render of it in flight will keep, if it keeps one. */
  async find(key: string): Promise<GuestPage | null> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) return entry.page;
    return (await this.#pending.get(key)) ?? null;
  }

  /**
   * Runs a render of `key` that others may wait for through `find`: what it resolves to is
   * kept and shared (null: nothing to share, each waiter renders on its own).
   */
  async render(key: string, run: () => Promise<GuestPage | null>): Promise<GuestPage | null> {
    const running = run().then(
      (page) => {
        this.#pending.delete(key);
        if (page) this.#keep(key, page);
        return page;
      },
      (error: unknown) => {
        this.#pending.delete(key);
        throw error;
      },
    );
    this.#pending.set(
      key,
      running.catch(() => null),
    );
    return running;
  }

  get size() {
    return this.#entries.size;
  }

  #keep(key: string, page: GuestPage) {
    const size = page.body.length;
    if (size > this.#maxBytes) return;
    this.#drop(key);
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes + size <= this.#maxBytes && entry.expiresAt > this.#now()) break;
      this.#drop(oldest);
    }
    this.#entries.set(key, { expiresAt: this.#now() + this.#ttlMs, page });
    this.#bytes += size;
  }

  #drop(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.page.body.length;
  }
}

/** A kept page as a response with nonce `nonce`. */
export function withNonce(page: GuestPage, nonce: string | undefined): string {
  return nonce && nonce !== page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
