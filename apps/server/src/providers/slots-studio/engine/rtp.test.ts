import { describe, expect, it } from 'vitest';
import { compileSlot } from './compile.js';
import { fraction, toNumber } from './fraction.js';
import { slotRtp } from './rtp.js';
import { screenCoins, spin } from './slots.js';
import { scriptedRng } from './test-rng.js';
import { slot, type SlotModel } from './titles/define.js';
import { SLOT_TITLES } from './titles/slots.js';
import type { SlotTitle } from './types.js';

describe('declared RTP', () => {
  for (const title of SLOT_TITLES) {
    it(`${title.id} declares the exact return of its strips, ${title.rtp} %`, () => {
      expect(slotRtp(title).percent).toBe(title.rtp);
    });
  }

  it('lies between 94 and 97.5 % for every slot', () => {
    for (const title of SLOT_TITLES) expect(title.rtp >= 94 && title.rtp <= 97.5, title.id).toBe(true);
  });
});

/** A small title of the given layout whose every stop combination can be played. */
function small(layout: SlotModel['layout'], knob: SlotModel['knob'] = '9'): SlotTitle {
  const model: SlotModel = {
    layout,
    coins: 10,
    volatility: 'low',
    features: [],
    pays: {
      A: [0, 0, 2, 5, 10, 20, 40],
      K: [0, 0, 0, 3, 6, 12, 24],
      9: [0, 0, 0, 1, 2, 4, 8],
      wild: [0, 0, 0, 10, 30, 60, 90],
      wild2: [0],
      scatter: [0, 0, 1, 5, 20, 50, 80],
    },
    base: Array.from({ length: layout.reels }, (_, reel) =>
      reel === 0
        ? { A: 2, K: 1, 9: 2, scatter: 1 }
        : { A: 1, K: 2, 9: 1, wild: 1, scatter: 1, ...(layout.type === 'lines' ? { wild2: 1 } : {}) },
    ),
    free: [],
    freeSpins: null,
    knob,
  };
  return slot({
    id: 'small',
    name: 'Small',
    description: '',
    themes: [],
    rtp: 0,
    releasedAt: '2025-01-01',
    palette: { background: '#000000', surface: '#111111', accent: '#ffcc00', text: '#ffffff' },
    art: { emblem: 'coin', motif: 'rays', glow: '#ffcc00', secondary: '#00ccff' },
    model,
    filler: [],
    symbols: {},
  });
}

/** The average pay of every stop (and height) combination, played through the engine. */
function exhaustive(title: SlotTitle): number {
  const c = compileSlot(title);
  const choices = Array.from({ length: c.reels }, (_, reel) => {
    const heights = Array.from({ length: c.maxRows - c.minRows + 1 }, (_, h) => h);
    const stopsOf = Array.from({ length: c.lengths[0][reel]! }, (_, s) => s);
    return c.maxRows > c.minRows ? heights.flatMap((h) => stopsOf.map((s) => [h, s])) : stopsOf.map((s) => [s]);
  });
  let total = 0;
  let count = 0;
  const walk = (reel: number, draws: number[]) => {
    if (reel === c.reels) {
      spin(c, 0, scriptedRng(draws));
      total += screenCoins(c, null);
      count++;
      return;
    }
    for (const choice of choices[reel]!) walk(reel + 1, [...draws, ...choice]);
  };
  walk(0, []);
  return total / count / title.coins;
}

describe('the RTP calculation', () => {
  it('equals the average over every stop of a lines game', () => {
    const title = small({
      type: 'lines',
      reels: 4,
      rows: 3,
      lines: [
        [1, 1, 1, 1],
        [0, 0, 0, 0],
        [0, 1, 2, 1],
        [2, 2, 1, 0],
      ],
    });
    expect(slotRtp(title).pays + slotRtp(title).anywhere).toBeCloseTo(exhaustive(title), 12);
  });

  it('equals the average over every stop of a ways game', () => {
    const title = small({ type: 'ways', reels: 4, rows: 3 });
    expect(slotRtp(title).pays + slotRtp(title).anywhere).toBeCloseTo(exhaustive(title), 12);
  });

  it('equals the average over every stop and height of a megaways game', () => {
    const title = small({ type: 'megaways', reels: 3, minRows: 2, maxRows: 4 });
    expect(slotRtp(title).pays + slotRtp(title).anywhere).toBeCloseTo(exhaustive(title), 12);
  });

  it('values free spins as a trigger times N / (1 − m) spins, m the retrigger rate', () => {
    const title = SLOT_TITLES.find((t) => t.id === 'pharaohs-fortune')!;
    const report = slotRtp(title);
    expect(toNumber(report.rtp)).toBeCloseTo(report.pays + report.anywhere + report.freeSpins, 12);
    expect(report.spinsPerTrigger).toBeGreaterThan(10);
  });

  it('rounds half up to two decimals', () => {
    expect(toNumber(fraction(962149n, 1000000n))).toBe(0.962149);
  });
});
