import { describe, expect, it } from 'vitest';
import { consentAnswered } from './cookie-consent';

describe('the cookie banner answer', () => {
  it('is read from its cookie among others', () => {
    expect(consentAnswered('theme=dark; cookie-consent=all')).toBe(true);
    expect(consentAnswered('cookie-consent=essential; theme=dark')).toBe(true);
  });

  it('is missing without the cookie or with a value that is not an answer', () => {
    expect(consentAnswered(null)).toBe(false);
    expect(consentAnswered('theme=dark')).toBe(false);
    expect(consentAnswered('cookie-consent=maybe')).toBe(false);
    expect(consentAnswered('my-cookie-consent=all')).toBe(false);
  });
});
