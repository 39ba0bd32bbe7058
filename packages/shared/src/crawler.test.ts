import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler.js';

const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36';
const LIGHTHOUSE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';

describe('isCrawler', () => {
  it('treats headless Chrome as a visitor', () => {
    expect(isCrawler(HEADLESS_CHROME)).toBe(false);
  });

  it('treats a Lighthouse audit as a visitor', () => {
    expect(isCrawler(LIGHTHOUSE)).toBe(false);
  });

  it('recognises search engine crawlers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
  });

  it('recognises link preview fetchers', () => {
    expect(isCrawler('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
  });

  it('treats a desktop browser and no user agent as visitors', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isCrawler(null)).toBe(false);
  });
});
