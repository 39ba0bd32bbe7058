import { describe, expect, it } from 'vitest';
import { isPhoneBrowser } from './phone-browser';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('isPhoneBrowser', () => {
  it('believes the mobile client hint over the user agent', () => {
    expect(isPhoneBrowser(DESKTOP, '?1')).toBe(true);
    expect(isPhoneBrowser(IPHONE, '?0')).toBe(false);
  });

  it('reads the Mobile mark of the user agent when no hint is sent', () => {
    expect(isPhoneBrowser(IPHONE, undefined)).toBe(true);
    expect(isPhoneBrowser(ANDROID_TABLET, null)).toBe(false);
    expect(isPhoneBrowser(DESKTOP, undefined)).toBe(false);
  });

  it('takes a request with no user agent for a wide screen', () => {
    expect(isPhoneBrowser(undefined, undefined)).toBe(false);
  });
});
