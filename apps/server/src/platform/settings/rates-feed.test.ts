import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { applyRates, httpRatesFeed } from './rates-feed.js';

/** A stand-in for a live rates source: answers whatever the test last put in `answer`. */
let answer: unknown = {};
let feed: Server;
let feedUrl: string;
beforeAll(async () => {
  feed = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/rates`;
});
afterAll(() => new Promise((resolve) => feed.close(resolve)));

async function rateOf(t: TestApp, code: string): Promise<string> {
  const { data } = (await t.app.inject({ method: 'GET', url: '/api/settings/currencies' })).json();
  return data.find((c: { code: string }) => c.code === code).rate.rate;
}

describe('currency rates from a feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('re-expresses rates quoted in another currency against the base and leaves the others alone', async () => {
    const before = await rateOf(t, 'TRY');
    const updated = await applyRates(t.app.db, { base: 'EUR', rates: { USD: '0.8', BTC: '80000' } });
    expect(updated).toEqual(expect.arrayContaining(['EUR', 'BTC']));
    expect(await rateOf(t, 'EUR')).toBe('1.25');
    expect(await rateOf(t, 'BTC')).toBe('100000');
    expect(await rateOf(t, 'USD')).toBe('1');
    expect(await rateOf(t, 'TRY')).toBe(before);
  });

  it('refuses an answer without a rate for the base currency and changes nothing', async () => {
    const before = await rateOf(t, 'EUR');
    await expect(applyRates(t.app.db, { base: 'EUR', rates: { BTC: '80000' } })).rejects.toThrow(/USD/);
    expect(await rateOf(t, 'EUR')).toBe(before);
  });

  it('refuses a malformed feed answer', async () => {
    answer = { base: 'USD', rates: { EUR: 1.08 } };
    await expect(httpRatesFeed(feedUrl).latest()).rejects.toThrow();
  });
});

describe('the rates refresh', () => {
  it('takes the rates from the configured feed when the server starts', async () => {
    answer = { base: 'USD', rates: { EUR: '1.1', ETH: '3000.5' } };
    const t = await createTestApp({ RATES_FEED_URL: feedUrl });
    try {
      expect(await rateOf(t, 'EUR')).toBe('1.1');
      expect(await rateOf(t, 'ETH')).toBe('3000.5');
    } finally {
      await t.close();
    }
  });

  it('keeps the last rates when the feed is down', async () => {
    const t = await createTestApp({ RATES_FEED_URL: 'http://127.0.0.1:9/rates' });
    try {
      expect(await rateOf(t, 'EUR')).toBe('1.08');
    } finally {
      await t.close();
    }
  });
});
