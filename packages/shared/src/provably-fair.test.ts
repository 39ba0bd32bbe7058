import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  cardFromFloat,
  drawDistinct,
  outcomeBytes,
  outcomeFloats,
  shuffle,
  type SeedPair,
} from './provably-fair.js';

/**
 * Published reference vectors of the scheme: three seed pairs from stake.com's own verifier
 * (`/provably-fair/calculation?clientSeed=…&nonce=…&serverSeed=…`), as a public verifier's
 * test suite records them with the HMAC of round 0 and 1 and the game results.
 */
const PUBLISHED: { seeds: SeedPair; hmacs: string[]; dice: number; roulette: number; keno: number[] }[] = [
  {
    seeds: {
      serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
      clientSeed: 'bb62964774',
      nonce: 1,
    },
    hmacs: [
      'c590d171e39b70404ee1fff2ce09c3e1090688e1320a9cd27f58b1ac3dfa8c92',
      '98e4513c6a0c341d2c3323a84166c5c0f5be65b369787c8e633146b66e98ff67',
    ],
    dice: 77.18,
    roulette: 28,
    keno: [31, 36, 12, 32, 2, 8, 20, 10, 25, 17],
  },
  {
    seeds: {
      serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6',
      clientSeed: '3c83fc7e07',
      nonce: 3,
    },
    hmacs: [
      '322ab22075326005adcf6abfb26f8ec77426ad03afff325946541dfb53fedc60',
      '17bbc18f09b1cbcd60738e3185455b7a424cbef404b96e9e89775c5711787f59',
    ],
    dice: 19.59,
    roulette: 7,
    keno: [8, 19, 28, 29, 18, 30, 11, 13, 3, 2],
  },
  {
    seeds: {
      serverSeed: 'a5022ccf5dd5a76d2014278e3d91d1dfc47c3f12e683ea0c8151fdc2f944beb1',
      clientSeed: '8b3ca8298c',
      nonce: 54,
    },
    hmacs: [
      '904e9ab7d196e089042c7f2de3ee9a8a33dc4f417d1450ab7edf8fc3b1e863c4',
      '34b2400ee9da856aa70693ce07dd99fe094746243b0788a526cd1272c83e490b',
    ],
    dice: 56.37,
    roulette: 20,
    keno: [23, 33, 1, 36, 9, 20, 19, 28, 8, 38],
  },
];

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('provably fair bytes and floats', () => {
  it.each(PUBLISHED)('reproduces the published HMAC rounds of $seeds.clientSeed', ({ seeds, hmacs }) => {
    const bytes = outcomeBytes(seeds, 64);
    expect(hex(bytes.slice(0, 32))).toBe(hmacs[0]);
    expect(hex(bytes.slice(32))).toBe(hmacs[1]);
  });

  it.each(PUBLISHED)('reproduces the published dice, roulette and keno results of $seeds.clientSeed', (vector) => {
    const [first] = outcomeFloats(vector.seeds, 1);
    expect(Math.floor(first! * 10001) / 100).toBe(vector.dice);
    expect(Math.floor(first! * 37)).toBe(vector.roulette);
    expect(drawDistinct(outcomeFloats(vector.seeds, 10), 40).map((n) => n + 1)).toEqual(vector.keno);
  });

  it('reads a cursor past the first round from the next HMAC round', () => {
    const seeds = PUBLISHED[0]!.seeds;
    expect(hex(outcomeBytes(seeds, 8, 28))).toBe(
      `${PUBLISHED[0]!.hmacs[0]!.slice(56)}${PUBLISHED[0]!.hmacs[1]!.slice(0, 8)}`,
    );
    expect(outcomeFloats(seeds, 3, 7)).toEqual(outcomeFloats(seeds, 10).slice(7));
  });

  it('makes floats in [0, 1) with 4 bytes of precision', () => {
    expect(bytesToFloat([0, 0, 0, 0])).toBe(0);
    expect(bytesToFloat([255, 255, 255, 255])).toBe(1 - 256 ** -4);
    expect(bytesToFloat([128, 0, 0, 0])).toBe(0.5);
  });
});

describe('provably fair mappings', () => {
  it('draws distinct positions and shuffles every item exactly once', () => {
    const floats = outcomeFloats(PUBLISHED[1]!.seeds, 51);
    const picks = drawDistinct(floats.slice(0, 24), 25);
    expect(new Set(picks).size).toBe(24);
    const deck = Array.from({ length: 52 }, (_, i) => i);
    expect([...shuffle(deck, floats)].sort((a, b) => a - b)).toEqual(deck);
  });

  it('reproduces the published card order (rank first, then ♦ ♥ ♠ ♣)', () => {
    const cards = outcomeFloats(PUBLISHED[0]!.seeds, 3).map(cardFromFloat);
    expect(cards).toEqual([
      { rank: 'Q', suit: 'diamonds' },
      { rank: 'K', suit: 'spades' },
      { rank: '6', suit: 'diamonds' },
    ]);
  });

  it('refuses to draw more positions than there are', () => {
    expect(() => drawDistinct([0.1, 0.2, 0.3], 2)).toThrow(RangeError);
  });
});
