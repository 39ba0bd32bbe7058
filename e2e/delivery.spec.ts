import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { escapeBeyondLatin1 } from '../scripts/latin1-source.mjs';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** The largest script of every page: the build wrote compressed copies beside it. */
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js/;

test('hashed build assets are sent pre-compressed with brotli and cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = FRAMEWORK_CHUNK.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a client without brotli gets the gzip copy of an asset', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = FRAMEWORK_CHUNK.exec(html)![0];
  const response = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('server-rendered pages and API answers are compressed on the fly', async ({ request }) => {
  const page = await request.get('/promotions', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const api = await request.get('/api/settings/countries', { headers: { 'accept-encoding': 'gzip' } });
  expect(api.headers()['content-encoding']).toBe('gzip');
  expect(((await api.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
});

test('the stylesheet comes before the metadata and the script preloads in the head', async ({ request }) => {
  // A page rendered for its request: a guest's kept page adds its preloads after the first paint.
  const html = await (await request.get('/', { headers: { cookie: 'access_token=not-a-token' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const stylesheet = head.indexOf('rel="stylesheet"');
  expect(stylesheet).toBeGreaterThan(0);
  expect(stylesheet).toBeLessThan(head.indexOf('<title>'));
  expect(stylesheet).toBeLessThan(head.indexOf('rel="modulepreload"'));
});

test('every part of a page is written in place, none sent apart to be revealed later', async ({ request }) => {
  // A page asked with a session is rendered for its request and streamed, its scripts carrying the nonce.
  const headers = { 'user-agent': BROWSER, cookie: 'access_token=not-a-token' };
  const html = await (await request.get('/', { headers })).text();
  expect(html).toMatch(/<script nonce="[\w+/=-]+"/);
  // Parts that hydrate apart are Suspense boundaries, rendered complete where they stand.
  expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThan(5);
  expect(html).not.toContain('$RC(');
  // Whatever streams after the shell is React Router's data for hydration: scripts, no markup.
  const segments = [...html.matchAll(/<div hidden id="S:\d+">(.{0,7})/g)].map((match) => match[1]);
  for (const start of segments) expect(start).toBe('<script');
});

test("a guest's kept page is rendered whole: nothing sent after the shell, no script to reveal it", async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { 'user-agent': BROWSER } })).text();
  expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThan(5);
  expect(html).not.toMatch(/<div hidden id="S:\d+">/);
  expect(html).not.toContain('$RC(');
});

test("a guest's page rendered a moment ago is sent again byte for byte, its scripts allowed by hash", async ({
  request,
}) => {
  const ask = () => request.get('/promotions', { headers: { 'user-agent': BROWSER } });
  const responses = [await ask(), await ask()];
  expect(responses[1]!.headers()['x-page-cache']).toBe('hit');
  const [first, second] = await Promise.all(responses.map((response) => response.text()));
  expect(second).toBe(first);
  expect(responses[1]!.headers()['etag']).toBe(responses[0]!.headers()['etag']);
  const policy = responses[1]!.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain("'nonce-");
  expect(first).not.toContain(' nonce=');
  const inline = [...first!.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs]) => !/\ssrc=/.test(attrs!),
  );
  expect(inline.length).toBeGreaterThan(2);
  for (const [, , text] of inline) {
    expect(policy).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  }
});

test("a guest's page paints before its scripts are fetched, then boots with the same scripts", async ({ page }) => {
  const response = await page.request.get('/promotions', { headers: { 'user-agent': BROWSER } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  const listed = /data-modulepreload="([^"]+)"/.exec(html)![1]!.split(' ');
  expect(listed.length).toBeGreaterThan(3);

  await page.goto('/promotions');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  for (const path of listed) {
    const fetched = timing.scripts.find((script) => script.path === path);
    expect(fetched, path).toBeDefined();
    expect(fetched!.start, path).toBeGreaterThanOrEqual(timing.paint);
  }
});

test('a browser that has the kept page already is answered 304 Not Modified', async ({ request }) => {
  const headers = { 'user-agent': BROWSER };
  const first = await request.get('/promotions', { headers });
  const again = await request.get('/promotions', {
    headers: { ...headers, 'if-none-match': first.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});

test('a page asked with a session is rendered for it alone', async ({ request }) => {
  const headers = { 'user-agent': BROWSER, cookie: 'access_token=not-a-token' };
  await request.get('/promotions', { headers });
  const again = await request.get('/promotions', { headers });
  expect(again.headers()['x-page-cache']).toBeUndefined();
});

test('a page carries no UI strings: they come as a file of their locale, kept for good', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/i18n/')) catalogs.push(new URL(request.url()).pathname);
  });
  const html = await (await page.goto('/de'))!.text();
  expect(html).not.toContain('"games.seeAll');
  const href = await page.locator('link#messages-catalog').getAttribute('href');
  expect(href).toMatch(/^\/i18n\/de\.[\w-]+\.json$/);
  const file = await page.request.get(href!);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const strings = (await file.json()) as Record<string, string>;
  // Hydrated with them, the page navigates on the client and names the next page in German.
  await page.getByRole('link', { name: strings['games.seeAll'] }).first().click();
  await expect(page).toHaveURL(/\/de\/games\//);
  await expect(page.locator('body')).not.toContainText('games.');
  expect(catalogs).toEqual([href]);
});

test("the server's copy of the site is one byte a character, each locale's strings read when first asked", () => {
  const build = path.join(import.meta.dirname, '../apps/web/build/server');
  const files = ['index.js', ...readdirSync(path.join(build, 'assets')).map((name) => `assets/${name}`)];
  const scripts = new Map(
    files.filter((name) => name.endsWith('.js')).map((name) => [name, readFileSync(path.join(build, name), 'utf8')]),
  );
  const beyondLatin1 = [...scripts].filter(([, text]) => /[\u0100-\uffff]/.test(text)).map(([name]) => name);
  expect(beyondLatin1).toEqual([]);
  // The Arabic name of the casino section, as the build writes it.
  const casino = escapeBeyondLatin1('الكازينو');
  const arabic = [...scripts].filter(([, text]) => text.includes(casino)).map(([name]) => name);
  expect(arabic).toEqual([expect.stringMatching(/^assets\/messages-ar-[\w-]+\.js$/)]);
});

test('a first visit downloads the icon once, also when the browser checks that the site installs', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const icons: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (request.url.endsWith('/favicon.svg')) icons.push(request.url);
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // What Lighthouse asks, and Chrome on a phone does by itself: it fetches the manifest's icon.
  await cdp.send('Page.getInstallabilityErrors');
  await expect.poll(() => icons.length).toBe(1);
  await page.waitForTimeout(500);
  expect(icons).toHaveLength(1);
});
