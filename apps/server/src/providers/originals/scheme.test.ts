import { createHash, createHmac, randomBytes } from 'node:crypto';
import { outcomeFloats, serverSeedHash, type SeedPair } from '@casino/shared/provably-fair';
import { describe, expect, it } from 'vitest';

/** The scheme written again with node:crypto, independently of the shared module the browser runs. */
function nodeFloats({ serverSeed, clientSeed, nonce }: SeedPair, count: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round++) {
    bytes.push(...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest());
  }
  return Array.from({ length: count }, (_, i) =>
    [0, 1, 2, 3].reduce((sum, j) => sum + bytes[i * 4 + j]! / 256 ** (j + 1), 0),
  );
}

describe('the shared provably fair module', () => {
  it('agrees with node:crypto for random seeds, across HMAC rounds', () => {
    for (let i = 0; i < 200; i++) {
      const seeds = {
        serverSeed: randomBytes(32).toString('hex'),
        clientSeed: randomBytes(6).toString('base64url'),
        nonce: i * 37,
      };
      expect(outcomeFloats(seeds, 20)).toEqual(nodeFloats(seeds, 20));
      expect(serverSeedHash(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    }
  });
});
