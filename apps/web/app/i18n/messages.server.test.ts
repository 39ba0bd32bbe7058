import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@casino/shared/locales';
import { messageFormat } from './message-format';
import { compileMessages, messagesFor } from './messages.server';
import errorScreenStrings from './messages/en/error.json';

const parser = IntlMessageFormat.__parse;
afterEach(() => {
  IntlMessageFormat.__parse = parser;
});

describe('compileMessages', () => {
  it('keeps a message without syntax as its text', () => {
    expect(compileMessages({ a: 'Deposit & play' })).toEqual({ a: 'Deposit & play' });
  });

  it('gives a message whose syntax is only quoting as the text it reads', () => {
    expect(compileMessages({ q: "It's '{'braces'}'" })).toEqual({ q: "It's {braces}" });
  });

  it('parses a message with arguments, plurals or tags', () => {
    const { p, r } = compileMessages({
      p: '{count, plural, one {# game} other {# games}}',
      r: 'Read <terms>them</terms>',
    });
    expect(Array.isArray(p)).toBe(true);
    expect(Array.isArray(r)).toBe(true);
    expect(messageFormat(p as never, 'en').format({ count: 2 })).toBe('2 games');
  });
});

describe('catalogs as the browser gets them', () => {
  it('format every message of every locale with no parser at hand, as in the browser build', async () => {
    const catalogs = await Promise.all(LOCALES.map(({ code }) => messagesFor(code)));
    IntlMessageFormat.__parse = undefined;
    for (const [i, catalog] of catalogs.entries()) {
      for (const message of Object.values(catalog)) {
        if (typeof message !== 'string') expect(() => messageFormat(message, LOCALES[i]!.intl)).not.toThrow();
      }
    }
    expect(() => messageFormat('{n, number}', 'en')).toThrow(/__parse/);
  });
});

describe('the error screen’s own strings', () => {
  it('are text the browser shows as they are, since they come with no catalog', () => {
    expect(compileMessages(errorScreenStrings)).toEqual(errorScreenStrings);
  });
});
