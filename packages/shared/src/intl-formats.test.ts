import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNamesOf, numberFormat } from './intl-formats.js';

describe('Intl formatters', () => {
  it('are made once per locale and options', () => {
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).toBe(
      numberFormat('de-DE', { maximumFractionDigits: 2 }),
    );
    expect(dateTimeFormat('en-GB', undefined)).toBe(dateTimeFormat('en-GB', undefined));
  });

  it('differ where the locale or an option differs', () => {
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('de-DE', { maximumFractionDigits: 3 }),
    );
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 }).format(1234.5)).toBe('1.234,5');
  });

  it('name in the locale’s language', () => {
    expect(displayNamesOf('de', { type: 'region', fallback: 'none' }).of('BR')).toBe('Brasilien');
  });
});
