import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Crash, provably fair the way Bustabit published it and most crash games copy:
 *
 * - Before the first round the studio draws a secret and hashes it again and again into a chain
 *   of N game hashes. Each element is the SHA-256 of the lowercase hex text of the element after
 *   it, so round r's hash is SHA-256(hash of round r + 1), and the chain is played backwards.
 *   Hashing the last element once more gives the terminating hash, published before round 1:
 *   hashing round r's hash r times lands on it, so no round could have been chosen afterwards.
 * - Each game hash is salted with a public value fixed with the chain (the salt), so the studio
 *   could not pick a chain that happens to favour it: HMAC-SHA256(key = salt, message = hash).
 * - The 52 most significant bits of that HMAC are r, X = r / 2^52 is uniform in [0, 1), and the
 *   crash point is ⌊(100 − edge%) / (1 − X)⌋ / 100, at least 1.00×. With a 1 % edge that is
 *   ⌊99 / (1 − X)⌋ / 100: a cash-out target t is reached with probability 0.99 / t, so every
 *   target returns 99 % (the declared RTP). Computed here with integers, so no float rounds.
 */

/** The declared house edge of Crash, in basis points (1 %). */
export const CRASH_HOUSE_EDGE_BP = 100;
/** The highest target a bet may name, in hundredths (1,000,000×). */
export const CRASH_MAX_TARGET_CENTS = 100_000_000;
/** The lowest target a bet may name: 1.01×, below which nothing can be won. */
export const CRASH_MIN_TARGET_CENTS = 101;

const TWO_POW_52 = 2n ** 52n;
const HEX_64 = /^[0-9a-f]{64}$/;

export function isGameHash(value: string): boolean {
  return HEX_64.test(value);
}

/** SHA-256 of the lowercase hex text of a game hash: the hash of the round before it. */
export function previousGameHash(gameHash: string): string {
  return bytesToHex(sha256(utf8ToBytes(gameHash)));
}

/** The salted HMAC a round's crash point is read from, in hex. */
export function crashHmac(gameHash: string, salt: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(salt), utf8ToBytes(gameHash)));
}

/** The crash point in hundredths (170 is 1.70×) from the salted HMAC's hex. */
export function crashPointFromHmac(hmacHex: string, houseEdgeBp = CRASH_HOUSE_EDGE_BP): number {
  const r = BigInt(`0x${hmacHex.slice(0, 13)}`);
  // ⌊(100 − edge) / (1 − r / 2^52)⌋ with the edge in basis points, all in integers.
  const cents = ((10_000n - BigInt(houseEdgeBp)) * TWO_POW_52) / (100n * (TWO_POW_52 - r));
  return cents < 100n ? 100 : Number(cents > BigInt(CRASH_MAX_TARGET_CENTS) ? CRASH_MAX_TARGET_CENTS : cents);
}

/** A round's crash point in hundredths from its game hash and the chain's salt. */
export function crashPoint(gameHash: string, salt: string, houseEdgeBp = CRASH_HOUSE_EDGE_BP): number {
  return crashPointFromHmac(crashHmac(gameHash, salt), houseEdgeBp);
}

/**
 * Builds a chain of `length` game hashes from a secret (64 hex digits). Element 0 is round 1's
 * hash, element length − 1 the last round's; `terminatingHash` is published before round 1.
 */
export function buildCrashChain(secret: string, length: number): { hashes: string[]; terminatingHash: string } {
  if (!isGameHash(secret)) throw new Error('The chain secret must be 64 lowercase hex digits');
  if (!Number.isInteger(length) || length < 1) throw new Error('A chain has at least one round');
  const hashes = new Array<string>(length);
  let hash = secret;
  for (let i = length - 1; i >= 0; i--) {
    hashes[i] = hash;
    hash = previousGameHash(hash);
  }
  return { hashes, terminatingHash: hash };
}

export type ChainCheck = { ok: true } | { ok: false; reason: 'malformed' | 'not-in-chain' };

/**
 * Checks that `gameHash` is round `round` of the chain that ends in `terminatingHash`: hashing it
 * `round` times must give the terminating hash, and no fewer times may.
 */
export function verifyCrashChain(gameHash: string, round: number, terminatingHash: string): ChainCheck {
  if (!isGameHash(gameHash) || !isGameHash(terminatingHash) || !Number.isInteger(round) || round < 1)
    return { ok: false, reason: 'malformed' };
  let hash = gameHash;
  for (let i = 0; i < round; i++) {
    if (hash === terminatingHash) return { ok: false, reason: 'not-in-chain' };
    hash = previousGameHash(hash);
  }
  return hash === terminatingHash ? { ok: true } : { ok: false, reason: 'not-in-chain' };
}

/**
 * The multiplier shown `elapsedMs` after take-off, in hundredths: it grows as e^(0.00006 t),
 * 2× after 11.6 s, 10× after 38 s. The curve only paces the show; the result is the crash point.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/** How long after take-off the multiplier reaches `cents` (the crash time of a round). */
export function msToReach(cents: number): number {
  if (cents <= 100) return 0;
  return Math.ceil(Math.log(cents / 100) / CRASH_GROWTH_PER_MS);
}

/** The payout of a stake cashed out at `cents` (hundredths), rounded down to a minor unit. */
export function crashPayout(stake: bigint, cents: number): bigint {
  return (stake * BigInt(cents)) / 100n;
}

/** Formats hundredths as the multiplier players read: 170 → "1.70". */
export function formatCrashPoint(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
