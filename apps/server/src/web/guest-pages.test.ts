import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GuestPage, GuestPageCache, pageEncoding } from './guest-pages.js';
import { guestPageKey } from './ssr.js';

const page = (body: string, nonce = 'n0nce') => new GuestPage([['content-type', 'text/html']], body, nonce);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('kept guest pages', () => {
  it('serve a render again until their time is up', async () => {
    const time = clock();
    const cache = new GuestPageCache({ ttlMs: 2_000, now: time.now });
    await cache.render('/', async () => page('<p>home</p>'));
    time.advance(1_999);
    expect((await cache.find('/'))?.body.toString()).toBe('<p>home</p>');
    time.advance(1);
    expect(await cache.find('/')).toBeNull();
  });

  it('let requests that arrive during a render wait for it instead of rendering again', async () => {
    const cache = new GuestPageCache({ ttlMs: 2_000 });
    let finish!: (value: GuestPage) => void;
    const rendering = cache.render('/', () => new Promise<GuestPage>((resolve) => (finish = resolve)));
    const waiting = cache.find('/');
    finish(page('<p>home</p>'));
    expect((await waiting)?.body.toString()).toBe('<p>home</p>');
    expect((await rendering)?.body.toString()).toBe('<p>home</p>');
  });

  it('share nothing from a render that keeps nothing or fails: each waiter renders for itself', async () => {
    const cache = new GuestPageCache({ ttlMs: 2_000 });
    const redirect = cache.render('/old', async () => null);
    expect(await cache.find('/old')).toBeNull();
    await redirect;
    const failing = cache.render('/broken', async () => {
      throw new Error('render failed');
    });
    expect(await cache.find('/broken')).toBeNull();
    await expect(failing).rejects.toThrow('render failed');
    expect(cache.size).toBe(0);
  });

  it('drop the oldest pages past their size budget', async () => {
    const cache = new GuestPageCache({ ttlMs: 2_000, maxBytes: 10 });
    await cache.render('a', async () => page('aaaa'));
    await cache.render('b', async () => page('bbbb'));
    await cache.render('c', async () => page('cccc'));
    expect(await cache.find('a')).toBeNull();
    expect((await cache.find('b'))?.body.toString()).toBe('bbbb');
    expect((await cache.find('c'))?.body.toString()).toBe('cccc');
    await cache.render('huge', async () => page('x'.repeat(11)));
    expect(await cache.find('huge')).toBeNull();
  });

  it('allow their inline scripts by hash in place of the nonce they were rendered with', () => {
    const kept = page(
      '<script nonce="old+/=">a()</script><script nonce="old+/=" src="/x.js"></script><script nonce="old+/=">b()</script>',
      'old+/=',
    );
    expect(kept.body.toString()).toBe('<script>a()</script><script src="/x.js"></script><script>b()</script>');
    expect(kept.scriptSources).toBe(`${sha256('a()')} ${sha256('b()')}`);
  });

  it('are compressed once per encoding, to bytes that give the page back', async () => {
    const kept = page(`<main>${'<p>row</p>'.repeat(500)}</main>`);
    const br = await kept.encoded('br');
    expect(await kept.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(kept.body)).toBe(true);
    expect(gunzipSync(await kept.encoded('gzip')).equals(kept.body)).toBe(true);
    expect(kept.size).toBe(kept.body.length + br.length + (await kept.encoded('gzip')).length);
  });

  it('carry one tag for the same bytes and another for other bytes', () => {
    expect(page('<p>a</p>').etag).toBe(page('<p>a</p>').etag);
    expect(page('<p>a</p>').etag).not.toBe(page('<p>b</p>').etag);
  });
});

describe('the encoding a kept page is sent in', () => {
  it('is brotli when accepted, then gzip, then none', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

const request = (method: string, headers: Record<string, string>, url = '/') =>
  ({ method, url, headers, protocol: 'https', host: 'casino.example' }) as unknown as FastifyRequest;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('which pages are kept, and apart from which', () => {
  it('keeps no page of a request with a session, nor of anything but a GET', () => {
    expect(guestPageKey(request('GET', { cookie: 'theme=dark; access_token=abc' }))).toBeNull();
    expect(guestPageKey(request('POST', {}))).toBeNull();
    expect(guestPageKey(request('HEAD', {}))).toBeNull();
  });

  it('keeps apart pages that differ by address, cookies, language, country, crawler or phone', () => {
    const base = { 'user-agent': BROWSER, 'accept-language': 'en', 'cf-ipcountry': 'DE', cookie: 'theme=dark' };
    const keys = [
      guestPageKey(request('GET', base)),
      guestPageKey(request('GET', base, '/promotions')),
      guestPageKey(request('GET', { ...base, cookie: 'theme=light' })),
      guestPageKey(request('GET', { ...base, 'accept-language': 'de' })),
      guestPageKey(request('GET', { ...base, 'cf-ipcountry': 'BR' })),
      guestPageKey(request('GET', { ...base, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })),
      guestPageKey(request('GET', { ...base, 'sec-ch-ua-mobile': '?1' })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves one page to browsers that differ only in version', () => {
    const other = BROWSER.replace('Chrome/156.0', 'Chrome/155.0');
    expect(guestPageKey(request('GET', { 'user-agent': BROWSER }))).toBe(
      guestPageKey(request('GET', { 'user-agent': other })),
    );
  });
});
