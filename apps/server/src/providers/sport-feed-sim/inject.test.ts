import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../../contracts/sport-feed.js';
import { FeedSimulator } from './feed.js';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const status: MatchStatus = {
  phase: 'live',
  period: '1st_half',
  clockSeconds: 60,
  score: [0, 0],
  periodScores: [[0, 0]],
};

describe('simulator test hook', () => {
  it('serves an injected message after everything served before it, once', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    const before = simulator.messages(simulator.snapshot(NOW).sequence, NOW, 1000)!;
    const injected = simulator.inject({ type: 'odds_change', eventId: 424242, status, markets: [] }, NOW + 5);
    expect(injected.sequence).toBeGreaterThan(before.sequence);
    const after = simulator.messages(before.sequence, NOW + 10, 1000)!;
    expect(after.messages.filter((m) => m.messageId === injected.messageId)).toHaveLength(1);
    const later = simulator.messages(after.sequence, NOW + 20, 1000)!;
    expect(later.messages.some((m) => m.messageId === injected.messageId)).toBe(false);
  });

  it('orders two messages injected in the same millisecond', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    const first = simulator.inject({ type: 'bet_stop', eventId: 7 }, NOW);
    const second = simulator.inject({ type: 'bet_stop', eventId: 7 }, NOW);
    expect(second.sequence).toBeGreaterThan(first.sequence);
  });

  it('refuses a message the contract refuses, and publishes nothing', () => {
    const simulator = new FeedSimulator({ seed: 'alpha', speed: 1 });
    const start = simulator.snapshot(NOW).sequence;
    expect(() => simulator.inject({ type: 'bet_stop', eventId: -1 }, NOW + 1)).toThrow();
    expect(simulator.messages(start, NOW + 2, 1000)!.messages.filter((m) => m.eventId === -1)).toEqual([]);
  });
});
