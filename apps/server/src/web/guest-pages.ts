import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { bootAfterFirstPaint } from './paint-first.js';

/**
 * Server-rendered pages of guests, kept for a moment (issue 12: "HTML with short caching where
 * safe"). A guest's page depends only on the request's address, cookies, language, country,
 * whether it is a crawler and whether a phone, so a burst of visitors to the same page costs one render. Signed-in
 * pages are never kept, nor answers that set a cookie or are not a plain 200.
 *
 * A kept page is sent byte for byte as it was kept, so it is compressed once, not once per
 * response. Its inline scripts are therefore allowed by their hashes in the Content-Security-
 * Policy, not by a nonce: a nonce must be new on every response, a hash holds for the same text.
 */
/** Kept pages' bytes in all, plain and compressed, at most: the oldest go first past it. */
export const GUEST_PAGE_MAX_BYTES = 16 * 1024 * 1024;

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/**
 * Paid once per kept page and then served many times, so above the per-response level of
 * dynamic answers (4). Measured on a phone's home (159 KB): quality 6 gave 15.4 KB in 3 ms, 9
 * gave 15.2 KB in 16 ms, 10 gave 14.0 KB in 33 ms, 11 gave 13.6 KB in 105 ms, too long for a
 * page kept 2 s. The kilobyte and a half matters: a page within the first 14 KB a new
 * connection sends arrives a round trip sooner on Lighthouse's phone line (issue 14).
 */
const ENCODERS: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        // A window no larger than the page: brotli's default of 4 MB is held while it works.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(body.length + 1)))),
      },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

export class GuestPage {
  readonly headers: [string, string][];
  readonly body: Buffer;
  /** The CSP sources that allow the page's inline scripts, e.g. `'sha256-…' 'sha256-…'`. */
  readonly scriptSources: string;
  readonly etag: string;
  readonly #encoded = new Map<PageEncoding, Promise<Buffer>>();
  #encodedBytes = 0;

  /**
   * A rendered page to keep: `nonce`, the one it was rendered with, leaves the page, since no
   * later response's policy will name it, and its scripts start after the first paint.
   */
  constructor(headers: [string, string][], html: string, nonce: string) {
    const text = bootAfterFirstPaint(nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html);
    this.headers = headers.filter(([name]) => !['content-length', 'content-encoding', 'etag'].includes(name));
    this.body = Buffer.from(text);
    this.scriptSources = inlineScriptHashes(text)
      .map((hash) => `'sha256-${hash}'`)
      .join(' ');
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  /** The body compressed with `encoding`, made on first use and kept with the page. */
  encoded(encoding: PageEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes = ENCODERS[encoding](this.body).then((done) => {
        this.#encodedBytes += done.length;
        return done;
      });
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }

  get size() {
    return this.body.length + this.#encodedBytes;
  }
}

/** Base64 SHA-256 of each inline script's text, as a browser hashes it for `script-src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    hashes.add(createHash('sha256').update(text!).digest('base64'));
  }
  return [...hashes];
}

/** The encoding to send to a client whose Accept-Encoding is `accepted`: brotli first, then gzip. */
export function pageEncoding(accepted: string | undefined): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (accepted ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: PageEncoding) => weights.get(name) ?? (weights.get('*') || 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
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
    if (page.size > this.#maxBytes) return;
    this.#entries.delete(key);
    // Sizes are counted afresh: a kept page grows as its compressed forms are made.
    let bytes = page.size;
    for (const entry of this.#entries.values()) bytes += entry.page.size;
    for (const [oldest, entry] of this.#entries) {
      if (bytes <= this.#maxBytes && entry.expiresAt > this.#now()) break;
      this.#entries.delete(oldest);
      bytes -= entry.page.size;
    }
    this.#entries.set(key, { expiresAt: this.#now() + this.#ttlMs, page });
  }
}
