import { describe, expect, it } from 'vitest';
import { isSafeLine, isSafeText, safeLine, safeText, unsafeTextPaths } from './safe-text.js';

describe('isSafeText', () => {
  it('refuses NUL, C0 controls other than tab and line breaks, and unpaired surrogates', () => {
    for (const bad of [
      'a\u0000',
      '\u0001',
      'a\u0008b',
      '\u000b',
      '\u000c',
      '\u001b[31m',
      '\u001f',
      'a\ud800',
      '\ud800b',
      '\udc00',
      'x\udfffy',
    ]) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps tabs, line breaks, accents, RTL text and paired surrogates (emoji)', () => {
    for (const good of ['', 'plain', 'two\nlines\r\n', 'a\tb', 'Müller', 'مرحبا', '🎰 jackpot', '\ud83c\udfb0']) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
  });
});

describe('isSafeLine', () => {
  it('also refuses tab, line breaks and DEL on a single line', () => {
    expect(isSafeLine('Ann Lee')).toBe(true);
    for (const bad of ['a\tb', 'a\nb', 'a\rb', 'a\u007fb', 'a\u0000b']) expect(isSafeLine(bad)).toBe(false);
  });
});

describe('safeText and safeLine', () => {
  it('are zod strings that refuse unsafe text with one message', () => {
    expect(safeText().safeParse('a\nb').success).toBe(true);
    expect(safeLine().safeParse('a\nb').error?.issues[0]?.message).toBe('Contains a character that is not allowed');
    expect(safeText().safeParse('a\u0000').success).toBe(false);
  });
});

describe('unsafeTextPaths', () => {
  it('names every unsafe string in a nested value, object keys included', () => {
    const value = {
      name: 'ok',
      payer: { doc: 'a\u0000', ['k\ud800']: 'v' },
      where: [{ value: 'x' }, { value: '\udc00' }],
    };
    expect(unsafeTextPaths(value).sort()).toEqual(['payer.?', 'payer.doc', 'where.1.value']);
  });

  it('walks a deeply nested array without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPaths(deep)).toHaveLength(1);
  });

  it('skips raw bytes', () => {
    expect(unsafeTextPaths(new Uint8Array([0, 0xd8]))).toEqual([]);
  });
});
