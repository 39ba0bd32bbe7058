import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFormat } from './message-format';

afterEach(() => vi.restoreAllMocks());

describe('messageFormat', () => {
  it('formats plurals and numbers in the locale', () => {
    const source = '{count, plural, one {# game} other {# games}} for {sum, number}';
    expect(messageFormat(source, 'en').format({ count: 1, sum: 1234.5 })).toBe('1 game for 1,234.5');
    expect(messageFormat(source, 'de').format({ count: 3, sum: 1234.5 })).toBe('3 games for 1.234,5');
  });

  it('looks a locale up once, however many messages are made in it', () => {
    const lookup = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    for (let i = 0; i < 5; i += 1) messageFormat(`message {n, number} ${i}`, 'fr-CA').format({ n: i });
    expect(lookup.mock.calls.filter(([locales]) => String(locales) === 'fr-CA')).toHaveLength(1);
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
