import { createHash, createHmac, randomBytes } from 'node:crypto';
import { buildCrashChain, crashHmac, crashPoint, previousGameHash } from '@casino/shared/originals/crash';
import { describe, expect, it } from 'vitest';

describe('the Crash scheme against node:crypto', () => {
  it('chains SHA-256 of the hex text and salts with HMAC-SHA256 keyed by the salt, as node:crypto computes them', () => {
    const salt = randomBytes(32).toString('hex');
    const { hashes } = buildCrashChain(randomBytes(32).toString('hex'), 30);
    for (let i = 1; i < hashes.length; i++) {
      expect(previousGameHash(hashes[i]!)).toBe(createHash('sha256').update(hashes[i]!).digest('hex'));
    }
    for (const hash of hashes) {
      const hex = createHmac('sha256', salt).update(hash).digest('hex');
      expect(crashHmac(hash, salt)).toBe(hex);
      const x = parseInt(hex.slice(0, 13), 16) / 2 ** 52;
      expect(crashPoint(hash, salt) / 100).toBe(Math.max(1, Math.floor(99 / (1 - x)) / 100));
    }
  });
});
