import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './date-field';

describe('formatIsoDate', () => {
  it('writes a date the way the page locale does', () => {
    expect(formatIsoDate('2026-03-31', 'de')).toBe('31.03.2026');
    expect(formatIsoDate('2026-03-31', 'en')).toBe('31/03/2026');
    expect(formatIsoDate('2026-03-31', 'en-ca')).toBe(
      new Intl.DateTimeFormat('en-CA', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date(2026, 2, 31),
      ),
    );
  });

  it('leaves an empty or broken value empty', () => {
    expect(formatIsoDate('', 'de')).toBe('');
    expect(formatIsoDate('2026-13', 'de')).toBe('');
  });
});
