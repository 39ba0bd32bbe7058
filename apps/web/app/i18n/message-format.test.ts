import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@casino/shared/locales';
import { messageFormat } from './message-format';

afterEach(() => vi.restoreAllMocks());

describe('messageFormat', () => {
  it('formats plurals and numbers in the locale', () => {
    const source = '{count, plural, one {# game} other {# games}} for {sum, number}';
    expect(messageFormat(source, 'en').format({ count: 1, sum: 1234.5 })).toBe('1 game for 1,234.5');
    expect(messageFormat(source, 'de').format({ count: 3, sum: 1234.5 })).toBe('3 games for 1.234,5');
  });

  it('resolves a message locale without asking NumberFormat which locales it has', () => {
    const lookup = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const format = messageFormat('{count, plural, one {# partie} other {# parties}}', 'fr-CA');
    expect(format.format({ count: 2 })).toBe('2 parties');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('resolves each of our locales to the locale the NumberFormat lookup would give', () => {
    for (const { intl: tag } of LOCALES) {
      const lookedUp = Intl.NumberFormat.supportedLocalesOf(tag)[0] ?? tag;
      expect(messageFormat('{n, number}', tag).resolvedOptions().locale).toBe(lookedUp);
    }
  });

  it('shares one number format between messages with the same locale and options', () => {
    const RealNumberFormat = Intl.NumberFormat;
    let made = 0;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      made += 1;
      return new RealNumberFormat(...args);
    } as never);
    expect(messageFormat('{n, number, percent}', 'es').format({ n: 0.5 })).toBe('50\u00a0%');
    expect(messageFormat('other {n, number, percent}', 'es').format({ n: 0.25 })).toBe('other 25\u00a0%');
    expect(made).toBe(1);
  });
});
