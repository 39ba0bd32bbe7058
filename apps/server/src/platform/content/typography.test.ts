import { describe, expect, it } from 'vitest';
import { toRecord } from './source.js';
import { keepNumbersWithSigns } from './typography.js';

const NBSP = '\u00a0';

describe('a number and the sign beside it', () => {
  it('are joined by a no-break space where the author typed a plain one', () => {
    expect(keepNumbersWithSigns('dann 75 % und 50 %')).toBe(`dann 75${NBSP}% und 50${NBSP}%`);
    expect(keepNumbersWithSigns('bis zu 1.500 € und € 10')).toBe(`bis zu 1.500${NBSP}€ und €${NBSP}10`);
  });

  it('leave other spaces, and signs with no number beside them, alone', () => {
    expect(keepNumbersWithSigns('10 Freispiele, in € oder $, 100 % 3 Mal')).toBe(`10 Freispiele, in € oder $, 100${NBSP}% 3 Mal`);
  });

  it('stay together in a content file’s title, its other fields and its text', () => {
    const record = toRecord(
      'de',
      'slides',
      '01.welcome-bonus.md',
      '---\ntitle: Bis zu 1.500 €\ncta:\n  label: 100 % Bonus\n  to: /welcome-package\n---\nDann 75 % und **50 %**.',
    );
    expect(record.title).toBe(`Bis zu 1.500${NBSP}€`);
    expect(record.meta).toEqual({ cta: { label: `100${NBSP}% Bonus`, to: '/welcome-package' } });
    expect(record.body).toEqual([['p', {}, `Dann 75${NBSP}% und `, ['strong', {}, `50${NBSP}%`], '.']]);
  });
});
