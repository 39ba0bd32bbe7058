import { describe, expect, it } from 'vitest';
import {
  buildCrashChain,
  crashHmac,
  crashPayout,
  crashPoint,
  crashPointFromHmac,
  formatCrashPoint,
  msToReach,
  multiplierAt,
  previousGameHash,
  verifyCrashChain,
} from './crash.js';

const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const SECRET = 'a5c282856bf688ccb876e59ab2776ae37768ba5aa8b986687cdc54fec0b9e09b';

/** 32 random bytes as hex, from Web Crypto (this package runs in browsers too). */
const randomHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The published formula as players run it, in floats (Bustabit's verifier); node:crypto agrees in crash/scheme.test.ts. */
function publishedGameResult(gameHash: string, salt: string): number {
  const hex = crashHmac(gameHash, salt);
  const x = parseInt(hex.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
}

describe('crash point from a game hash', () => {
  it('matches the published worked example: 0x6b5124897c3c4 is X = 0.4192…, 99 / (1 − X) = 170.45…, so 1.70×', () => {
    expect(crashPointFromHmac('6b5124897c3c48d0e46cc9249f08c7e560792459f1bad1171224643b5d2be231')).toBe(170);
  });

  it('crashes at 1.00× when 99 / (1 − X) is below 100, and reads only the top 52 bits', () => {
    expect(crashPointFromHmac('0'.repeat(64))).toBe(100);
    expect(crashPointFromHmac(`0290000000000${'f'.repeat(51)}`)).toBe(100);
    // X = 1/2 exactly: 99 / 0.5 = 198.
    expect(crashPointFromHmac(`8000000000000${'0'.repeat(51)}`)).toBe(198);
  });

  it('gives the values of fixed reference rounds', () => {
    const { hashes, terminatingHash } = buildCrashChain(SECRET, 5);
    expect(terminatingHash).toBe('75d27e68894b88e0bb4e283e0550372c81e66bf73b505c56256867526a24eda5');
    expect(hashes[0]).toBe('21150714841bb083134478a45162624a453d133eeaaa92e0bb7c9a641fb3a2b3');
    expect(hashes.map((hash) => crashPoint(hash, SALT))).toEqual([194, 119, 108, 246, 3111]);
  });

  it('agrees in integers with the published float formula on random hashes', () => {
    for (let i = 0; i < 2_000; i++) {
      const hash = randomHash();
      expect(crashPoint(hash, SALT) / 100).toBe(publishedGameResult(hash, SALT));
    }
  });
});

describe('the hash chain', () => {
  it('makes each round the SHA-256 of the hex text of the next one', () => {
    const { hashes } = buildCrashChain(SECRET, 20);
    for (let i = 0; i < hashes.length - 1; i++) expect(previousGameHash(hashes[i + 1]!)).toBe(hashes[i]);
    // SHA-256("abc"), the FIPS 180-2 vector: the hash is of the hex text, not of the bytes it spells.
    expect(previousGameHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('verifies every round back to the terminating hash', () => {
    const { hashes, terminatingHash } = buildCrashChain(randomHash(), 50);
    hashes.forEach((hash, index) => expect(verifyCrashChain(hash, index + 1, terminatingHash)).toEqual({ ok: true }));
  });

  it('refuses a hash at the wrong round number, from another chain or malformed', () => {
    const { hashes, terminatingHash } = buildCrashChain(SECRET, 10);
    expect(verifyCrashChain(hashes[4]!, 4, terminatingHash)).toEqual({ ok: false, reason: 'not-in-chain' });
    expect(verifyCrashChain(hashes[4]!, 6, terminatingHash)).toEqual({ ok: false, reason: 'not-in-chain' });
    expect(verifyCrashChain(randomHash(), 5, terminatingHash).ok).toBe(false);
    expect(verifyCrashChain('XYZ', 5, terminatingHash)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyCrashChain(hashes[0]!, 0, terminatingHash)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('the flight curve', () => {
  it('starts at 1.00× and reaches every crash point at the time it names', () => {
    expect(multiplierAt(0)).toBe(100);
    for (const cents of [101, 150, 198, 200, 1000, 3111, 100_000]) {
      expect(multiplierAt(msToReach(cents))).toBeGreaterThanOrEqual(cents);
      expect(multiplierAt(msToReach(cents) - 2)).toBeLessThanOrEqual(cents);
    }
  });

  it('pays a cash-out rounded down to a minor unit and formats multipliers', () => {
    expect(crashPayout(333n, 150)).toBe(499n);
    expect(formatCrashPoint(170)).toBe('1.70');
    expect(formatCrashPoint(100_005)).toBe('1000.05');
  });
});

describe('return to player', () => {
  it('returns 99 % at a fixed cash-out target over 100,000 chained rounds, within 4 σ', () => {
    // 1,000,000 rounds: `npm run bench:originals-live`. Target 2×: pays 2 with p = 0.495.
    const rounds = 100_000;
    const target = 200;
    const { hashes } = buildCrashChain(randomHash(), rounds);
    let wins = 0;
    for (const hash of hashes) if (crashPoint(hash, SALT) >= target) wins++;
    const rtp = (wins * (target / 100)) / rounds;
    // Var of one round's return: t²p − (tp)² with p = 0.99 / t.
    const t = target / 100;
    const p = 0.99 / t;
    const sigma = Math.sqrt((t * t * p - (t * p) ** 2) / rounds);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(4 * sigma);
  });
});
