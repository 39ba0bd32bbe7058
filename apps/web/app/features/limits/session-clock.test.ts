import { describe, expect, it } from 'vitest';
import { elapsedClock, nextRealityCheck, playedTime } from './session-clock';

const START = '2026-03-01T10:00:00.000Z';
const at = (minutes: number) => Date.parse(START) + minutes * 60_000;

describe('nextRealityCheck', () => {
  it('comes one interval after sign-in', () => {
    expect(nextRealityCheck(START, 15, at(0))).toBe(at(15));
    expect(nextRealityCheck(START, 15, at(14.9))).toBe(at(15));
  });

  it('after a reload keeps counting from the session start, not from the reload', () => {
    expect(nextRealityCheck(START, 30, at(47))).toBe(at(60));
    expect(nextRealityCheck(START, 30, at(60))).toBe(at(90));
  });

  it('never lies in the past when the tab clock is behind the session start', () => {
    expect(nextRealityCheck(START, 60, at(-5))).toBe(at(60));
  });
});

describe('elapsedClock', () => {
  it('shows minutes and seconds under an hour, then hours', () => {
    expect(elapsedClock(0)).toBe('0:00');
    expect(elapsedClock(65_000)).toBe('1:05');
    expect(elapsedClock(3_600_000 + 5 * 60_000 + 9_000)).toBe('1:05:09');
  });

  it('never goes below zero', () => {
    expect(elapsedClock(-10_000)).toBe('0:00');
  });
});

describe('playedTime', () => {
  it('splits whole minutes into hours and minutes', () => {
    expect(playedTime(95 * 60_000 + 59_000)).toEqual({ hours: 1, minutes: 35 });
  });
});
