import { describe, expect, it } from 'vitest';
import { countdown, periodParts } from './event-time';

describe('match periods', () => {
  it('reads the feed period as a kind and a number for the translated label', () => {
    expect(periodParts('1st_half')).toEqual({ kind: 'half', n: 1 });
    expect(periodParts('2nd_half')).toEqual({ kind: 'half', n: 2 });
    expect(periodParts('set_3')).toEqual({ kind: 'set', n: 3 });
    expect(periodParts('map_1')).toEqual({ kind: 'map', n: 1 });
    expect(periodParts('round_12')).toEqual({ kind: 'round', n: 12 });
    expect(periodParts('period_4')).toEqual({ kind: 'period', n: 4 });
    expect(periodParts(null)).toBeNull();
    expect(periodParts('overtime')).toBeNull();
  });

  it('counts down to a start in minutes and seconds, and stops at zero', () => {
    const start = '2026-11-26T12:04:00.000Z';
    expect(countdown(start, Date.parse('2026-11-26T12:01:29.200Z'))).toBe('2:31');
    expect(countdown(start, Date.parse('2026-11-26T12:03:59.000Z'))).toBe('0:01');
    expect(countdown(start, Date.parse('2026-11-26T12:05:00.000Z'))).toBe('0:00');
  });
});
