import { describe, expect, it } from 'vitest';
import { isDemoMode, playBlocker } from './play-gate';

const game = (hasDemo: boolean, isAvailable = true) => ({ hasDemo, isAvailable });

describe('what stands between a visitor and a launch', () => {
  it('is the geo restriction first, for anyone', () => {
    expect(playBlocker(game(true, false), true, false)).toBe('game-geo-restricted');
    expect(playBlocker(game(true, false), false, true)).toBe('game-geo-restricted');
  });

  it('is the sign-in popup for a guest on a game without demo', () => {
    expect(playBlocker(game(false), false, false)).toBe('sign-in');
    expect(playBlocker(game(false), false, true)).toBe('sign-in');
  });

  it('is the demo-game confirmation for a guest who has not chosen demo yet', () => {
    expect(playBlocker(game(true), false, false)).toBe('demo-game');
    expect(playBlocker(game(true), false, true)).toBeNull();
  });

  it('is demo-unavailable for a player asking a demo of a game without one', () => {
    expect(playBlocker(game(false), true, true)).toBe('demo-unavailable');
  });

  it('is nothing for a player playing for real or in an offered demo', () => {
    expect(playBlocker(game(false), true, false)).toBeNull();
    expect(playBlocker(game(true), true, true)).toBeNull();
  });

  it('reads demo mode from ?mode=demo only', () => {
    expect(isDemoMode('?mode=demo')).toBe(true);
    expect(isDemoMode('?mode=real')).toBe(false);
    expect(isDemoMode('')).toBe(false);
  });
});
