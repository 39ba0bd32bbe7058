import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The provably fair scheme of our originals (DESIGN §4), the one the best-known crypto
 * casinos publish, so players can check our results with any verifier of that scheme:
 *
 * - the server seed is 32 random bytes written as 64 hex digits; before play the player sees
 *   only SHA-256 of that text, the seed itself is revealed when the pair is rotated;
 * - bytes = HMAC-SHA256(key = server seed text, message = `${clientSeed}:${nonce}:${round}`),
 *   round = ⌊cursor / 32⌋, so a game needing more than 32 bytes reads rounds 0, 1, 2 …;
 * - a float in [0, 1) is made of 4 bytes: Σ byteᵢ / 256^(i+1).
 *
 * Pure and browser-safe (no `node:crypto`): the server and the verifier page run this very code.
 */

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const SERVER_SEED = /^[0-9a-f]{64}$/;
/** What a player may choose as a client seed: printable, no colon (it separates the HMAC message). */
export const CLIENT_SEED = /^[\w.\-+=@#!?$%&*~]{1,64}$/;
export const MAX_NONCE = 2 ** 31 - 1;

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** The commitment shown before play: SHA-256 of the server seed's hex text. */
export const serverSeedHash = (serverSeed: string): string => sha256Hex(serverSeed);

/** The 32 bytes of one HMAC round. */
export function hmacRound({ serverSeed, clientSeed, nonce }: SeedPair, round: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

/** `count` bytes from byte `cursor` on, reading as many HMAC rounds as they span. */
export function outcomeBytes(seeds: SeedPair, count: number, cursor = 0): Uint8Array {
  const out = new Uint8Array(count);
  let round = Math.floor(cursor / 32);
  let offset = cursor % 32;
  let block = hmacRound(seeds, round);
  for (let i = 0; i < count; i++) {
    if (offset === 32) {
      round += 1;
      offset = 0;
      block = hmacRound(seeds, round);
    }
    out[i] = block[offset++]!;
  }
  return out;
}

/** Four bytes as a float in [0, 1): Σ byteᵢ / 256^(i+1). */
export function bytesToFloat(bytes: ArrayLike<number>, at = 0): number {
  let value = 0;
  let divider = 1;
  for (let i = 0; i < 4; i++) {
    divider *= 256;
    value += bytes[at + i]! / divider;
  }
  return value;
}

/** `count` floats, 4 bytes each, from float `first` on (cursor = 4 × first). */
export function outcomeFloats(seeds: SeedPair, count: number, first = 0): number[] {
  const bytes = outcomeBytes(seeds, count * 4, first * 4);
  return Array.from({ length: count }, (_, i) => bytesToFloat(bytes, i * 4));
}

/** A float in [0, 1) as a whole number in [0, n). */
export const floatToInt = (float: number, n: number): number => Math.floor(float * n);

/**
 * Distinct picks out of `total` positions (0-based), one float each: float i chooses among
 * the `total − i` positions still free, in their natural order. This is a Fisher–Yates draw
 * without replacement; Keno's balls and Mines' mines use it.
 */
export function drawDistinct(floats: readonly number[], total: number): number[] {
  if (floats.length > total) throw new RangeError('more picks than positions');
  const free = Array.from({ length: total }, (_, i) => i);
  return floats.map((float, i) => free.splice(floatToInt(float, total - i), 1)[0]!);
}

/** A full shuffle of `items` from `items.length − 1` floats (the last item has no choice left). */
export function shuffle<T>(items: readonly T[], floats: readonly number[]): T[] {
  const order = drawDistinct(floats.slice(0, Math.max(0, items.length - 1)), items.length);
  const taken = new Set(order);
  const rest = items.map((_, i) => i).filter((i) => !taken.has(i));
  return [...order, ...rest].map((i) => items[i]!);
}

export const CARD_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export const CARD_SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type CardRank = (typeof CARD_RANKS)[number];
export type CardSuit = (typeof CARD_SUITS)[number];
export interface Card {
  rank: CardRank;
  suit: CardSuit;
}

/**
 * One card from an infinite deck: ⌊float × 52⌋ indexes 2♦ 2♥ 2♠ 2♣ 3♦ … A♣ (rank first,
 * then suit), so a card never depends on the cards before it.
 */
export function cardFromFloat(float: number): Card {
  const index = floatToInt(float, 52);
  return { rank: CARD_RANKS[Math.floor(index / 4)]!, suit: CARD_SUITS[index % 4]! };
}

/** A fresh client seed from the browser's or Node's Web Crypto: hex digits a player may replace with their own. */
export function randomClientSeed(length = 16): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes).slice(0, length);
}
