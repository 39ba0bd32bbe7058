import { describe, expect, it } from 'vitest';
import { measure, RTP_CASES } from './rtp.js';

// 100 k rounds a game here; `npm run bench:originals` plays 1 M each.
const ROUNDS = 100_000;

describe('originals RTP', () => {
  it.each(RTP_CASES)('$game returns its declared RTP within 5 standard errors over 100 k rounds', (rtpCase) => {
    const { rtp, stderr } = measure(rtpCase, ROUNDS);
    expect(Math.abs(rtp - rtpCase.expected)).toBeLessThan(5 * stderr + 1e-9);
    expect(rtpCase.expected).toBeGreaterThan(0.96);
    expect(rtpCase.expected).toBeLessThanOrEqual(0.99);
  });
});
