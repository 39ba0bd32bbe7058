import { describe, expect, it } from 'vitest';
import { themeFromCookie } from './theme';

describe('themeFromCookie', () => {
  it('defaults to dark without a cookie header', () => {
    expect(themeFromCookie(null)).toBe('dark');
    expect(themeFromCookie('')).toBe('dark');
  });

  it('reads light, dark and system from the theme cookie', () => {
    expect(themeFromCookie('theme=light')).toBe('light');
    expect(themeFromCookie('theme=dark')).toBe('dark');
    expect(themeFromCookie('theme=system')).toBe('system');
  });

  it('finds the theme cookie among others', () => {
    expect(themeFromCookie('session=abc; theme=dark; lang=de')).toBe('dark');
    expect(themeFromCookie('session=abc;theme=light')).toBe('light');
  });

  it('defaults to dark for an unknown theme value', () => {
    expect(themeFromCookie('theme=blue')).toBe('dark');
    expect(themeFromCookie('theme=darker')).toBe('dark');
  });

  it('ignores a cookie whose name merely ends in theme', () => {
    expect(themeFromCookie('mytheme=light')).toBe('dark');
  });
});
