import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { CrashGame } from './game.js';
import { CrashLoop } from './loop.js';

/** A game flying one round forever, whose deadline is `dueIn` ms after each step. */
function flyingGame(dueIn: number) {
  const game = {
    steps: 0,
    watched: false,
    onWatched: undefined as (() => void) | undefined,
    now: () => Date.now(),
    advance: async () => {
      game.steps++;
      return { round: { phase: 'running' }, due: Date.now() + dueIn };
    },
  };
  return game;
}

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('Crash loop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sleeps through a flight nobody watches until the next deadline', async () => {
    const game = flyingGame(3_000);
    const loop = new CrashLoop(game as unknown as CrashGame, log);
    loop.start();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(game.steps).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(game.steps).toBe(2);
    await loop.stop();
  });

  it('ticks every 100 ms while someone watches the flight', async () => {
    const game = flyingGame(3_000);
    game.watched = true;
    const loop = new CrashLoop(game as unknown as CrashGame, log);
    loop.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(game.steps).toBe(11);
    await loop.stop();
  });

  it('wakes from its sleep when a first watcher arrives in mid-flight', async () => {
    const game = flyingGame(60_000);
    const loop = new CrashLoop(game as unknown as CrashGame, log);
    loop.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(game.steps).toBe(1);
    game.watched = true;
    game.onWatched?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(game.steps).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(game.steps).toBe(3);
    await loop.stop();
    expect(game.onWatched).toBeUndefined();
  });
});
