import { createHmac, randomFillSync } from 'node:crypto';

/**
 * The only source of chance in the studio (DESIGN "Games and randomness"). Every outcome is
 * drawn through this interface so that a round can be replayed from a recorded byte stream
 * (`fairRng`) and so the engine never touches `Math.random`.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  float(): number;
  /** Uniform integer in [0, n), without modulo bias; n is a positive integer ≤ 2^32. */
  int(n: number): number;
}

const TWO_32 = 4294967296;

/**
 * Unbiased draw from a stream of uniform 32-bit words: words at or above the largest multiple
 * of n below 2^32 are rejected, so every residue is equally likely.
 */
function intFrom(next: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32)
    throw new RangeError(`int(n) needs an integer 1 ≤ n ≤ 2^32, got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

const BATCH_WORDS = 16_384;

/**
 * `node:crypto` bytes drawn in 64 KiB batches into one reused buffer: a spin needs a handful
 * of words, and one `randomFillSync` call per word would dominate the cost of a round.
 */
export function cryptoRng(): Rng {
  const words = new Uint32Array(BATCH_WORDS);
  let index = BATCH_WORDS;
  const next = () => {
    if (index === BATCH_WORDS) {
      randomFillSync(words);
      index = 0;
    }
    return words[index++]!;
  };
  return {
    // 53 random bits: every double in [0, 1) on the 2^-53 grid is equally likely.
    float: () => ((next() >>> 5) * 67108864 + (next() >>> 6)) / 9007199254740992,
    int: (n) => intFrom(next, n),
  };
}

/**
 * Provably fair stream (DESIGN "Games and randomness"): block k is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`), read as big-endian 32-bit words;
 * a float uses 4 bytes (word / 2^32). Anyone holding the revealed server seed replays the
 * round with the same calls.
 */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  let block = 0;
  let words: number[] = [];
  let index = 0;
  const next = () => {
    if (index === words.length) {
      const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
      index = 0;
    }
    return words[index++]!;
  };
  return {
    float: () => next() / TWO_32,
    int: (n) => intFrom(next, n),
  };
}
