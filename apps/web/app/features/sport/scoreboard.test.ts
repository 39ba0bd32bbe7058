import { describe, expect, it } from 'vitest';
import { periodParts } from './scoreboard';

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
});
