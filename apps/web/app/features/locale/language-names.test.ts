import { LOCALE_CODES } from '@casino/shared/locales';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './language-names';

describe('LANGUAGE_NAMES', () => {
  it('names every served locale, and nothing else', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LOCALE_CODES].sort());
  });
});
