import { describe, expect, it } from 'vitest';
import { holdsPreloader } from './preloader';

const holds = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'https://casino.test');
  return holdsPreloader(pathname, searchParams);
};

describe('holdsPreloader', () => {
  it('holds during auto-login with a state query', () => {
    expect(holds('/auth/autologin?state=abc')).toBe(true);
  });

  it('does not hold on auto-login without a state query', () => {
    expect(holds('/auth/autologin')).toBe(false);
    expect(holds('/auth/autologin?code=abc')).toBe(false);
  });

  it('holds during a social callback with code and state', () => {
    expect(holds('/auth/social/google/callback?code=abc&state=xyz')).toBe(true);
  });

  it('does not hold on a social callback missing code or state', () => {
    expect(holds('/auth/social/google/callback?code=abc')).toBe(false);
    expect(holds('/auth/social/google/callback?state=xyz')).toBe(false);
  });

  it('holds under a locale prefix as well', () => {
    expect(holds('/de/auth/autologin?state=abc')).toBe(true);
    expect(holds('/pt-br/auth/social/telegram/callback?code=abc&state=xyz')).toBe(true);
  });

  it('does not hold on other pages', () => {
    expect(holds('/?state=abc&code=abc')).toBe(false);
    expect(holds('/games?state=abc')).toBe(false);
    expect(holds('/auth/social/callback?code=abc&state=xyz')).toBe(false);
  });
});
