import { describe, expect, it } from 'vitest';
import { GAME_FEATURES } from '../../../contracts/game-provider.js';
import { titleById, TITLES } from './titles.js';
import { SLOT_TITLES } from './titles/slots.js';

describe('the Nova Studio catalogue', () => {
  it('offers at least 24 slots and the three table games under unique lowercase slugs', () => {
    expect(SLOT_TITLES.length).toBeGreaterThanOrEqual(24);
    expect(TITLES.filter((t) => t.kind !== 'slot').map((t) => t.kind)).toEqual([
      'roulette',
      'blackjack',
      'video-poker',
    ]);
    expect(new Set(TITLES.map((t) => t.id)).size).toBe(TITLES.length);
    for (const title of TITLES) expect(title.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('finds a title by id and nothing for an unknown one', () => {
    expect(titleById('pharaohs-fortune')?.name).toBe("Pharaoh's Fortune");
    expect(titleById('nope')).toBeUndefined();
  });

  it('keeps stakes on the bet step, so every win is a whole number of minor units', () => {
    for (const title of TITLES) {
      expect(title.minBet % title.betStep, title.id).toBe(0n);
      expect(title.maxBet % title.betStep, title.id).toBe(0n);
      expect(title.minBet > 0n && title.minBet < title.maxBet, title.id).toBe(true);
    }
    for (const title of SLOT_TITLES) expect(title.betStep, title.id).toBe(BigInt(title.coins));
  });

  it('declares known features, every volatility, several layouts and a release date', () => {
    for (const title of TITLES) {
      for (const feature of title.features) expect(GAME_FEATURES).toContain(feature);
      expect(title.releasedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(SLOT_TITLES.map((t) => t.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    expect(new Set(SLOT_TITLES.map((t) => t.layout.type))).toEqual(new Set(['lines', 'ways', 'megaways']));
    expect(SLOT_TITLES.some((t) => t.features.includes('jackpot'))).toBe(true);
  });
});
