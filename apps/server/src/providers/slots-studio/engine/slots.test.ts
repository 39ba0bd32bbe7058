import { describe, expect, it } from 'vitest';
import { GameRuleError } from './errors.js';
import { fairRng } from './rng.js';
import { playSlotRound } from './slots.js';
import { titleById } from './titles.js';
import type { SlotTitle } from './types.js';

const pharaoh = titleById('pharaohs-fortune') as SlotTitle;

describe('playSlotRound', () => {
  it('pays a round as the sum of its screens and every screen as the sum of its wins', () => {
    for (let nonce = 0; nonce < 2000; nonce++) {
      const round = playSlotRound(pharaoh, 200n, fairRng('server', 'client', nonce));
      expect(round.win).toBe(round.screens.reduce((sum, screen) => sum + screen.win, 0n));
      for (const screen of round.screens) expect(screen.win).toBe(screen.wins.reduce((sum, w) => sum + w.amount, 0n));
    }
  });

  it('refuses a stake off the bet step', () => {
    expect(() => playSlotRound(pharaoh, 201n, fairRng('s', 'c', 1))).toThrow(GameRuleError);
  });
});
