import { describe, expect, it } from 'vitest';
import { timeUntil, usedPercent } from './countdown';

describe('limit countdowns and bars', () => {
  it('counts whole hours and started minutes until a pending change, never below zero', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeUntil('2026-03-11T12:00:00Z', now)).toEqual({ hours: 24, minutes: 0 });
    expect(timeUntil('2026-03-10T13:30:10Z', now)).toEqual({ hours: 1, minutes: 31 });
    expect(timeUntil('2026-03-10T11:00:00Z', now)).toEqual({ hours: 0, minutes: 0 });
  });

  it('fills the bar by the share used, capped at full', () => {
    expect(usedPercent(0, 1000)).toBe(0);
    expect(usedPercent(333, 1000)).toBe(33);
    expect(usedPercent(1500, 1000)).toBe(100);
    expect(usedPercent(-200, 1000)).toBe(0);
  });
});
