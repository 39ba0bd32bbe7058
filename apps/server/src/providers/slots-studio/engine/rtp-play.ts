import { expect, it } from 'vitest';
import { expectedRtp } from './expected.js';
import { cryptoRng } from './rng.js';
import { measuredRtp, simulate } from './simulate.js';
import type { GameTitle } from './types.js';

const ROUNDS = 1_000_000;
/** At 4.5 standard errors a correct title fails about once in 150,000 runs. */
const Z = 4.5;

/**
 * The RTP check of `rtp-*.test.ts`: a million rounds of each title with `cryptoRng` land
 * within Z standard errors (measured in the same run) of the RTP the title must return.
 * Split over three files so vitest runs them side by side.
 */
export function playsItsRtp(titles: readonly GameTitle[]): void {
  for (const title of titles) {
    it(`${title.id} returns ${expectedRtp(title).toFixed(2)} % over a million rounds`, () => {
      const { rtp, standardError } = measuredRtp(simulate(title, ROUNDS, cryptoRng()));
      expect(Math.abs(rtp - expectedRtp(title))).toBeLessThanOrEqual(Z * standardError);
    });
  }
}
