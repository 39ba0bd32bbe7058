import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGET_PAGES, FIRST_LOAD_JS_BUDGET_BYTES, firstLoad, kb } from '../bench/web/first-load';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../apps/web/build/client');

// Issue 14: what a page makes the browser fetch before it is interactive, compressed as the
// server sends it. Popups, the push socket and forms load on demand and are not counted.
for (const page of BUDGET_PAGES) {
  test(`${page} loads at most ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} of JavaScript up front in at most 20 files`, async ({
    request,
  }) => {
    const response = await request.get(page);
    expect(response.status()).toBe(200);
    const load = firstLoad(await response.text(), CLIENT_DIR);
    test
      .info()
      .annotations.push({ type: 'first-load JS', description: `${kb(load.bytes)} in ${load.scripts.length} scripts` });
    expect(load.bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    expect(load.scripts.length).toBeLessThanOrEqual(20);
  });
}

// Lighthouse's phone, a moto g power. Its screen too: with the desktop project's wider screen,
// Chrome picks the first images for that screen, then again for the phone's viewport.
test.describe('home on a phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  // Notes when the page says it is alive, every part of it hydrated.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const watch = () => {
        if (document.documentElement?.dataset.hydrated === 'true') {
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        } else setTimeout(watch, 1);
      };
      watch();
    });
    await page.goto('/');
    await page.waitForFunction(() => 'hydratedAt' in window);
  });

  test('asks for at most 20 files before it is interactive, every part of it hydrated', async ({ page }) => {
    const before = await page.evaluate(() => {
      const at = (window as unknown as { hydratedAt: number }).hydratedAt;
      const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= at);
      return [location.pathname, ...resources.map((entry) => new URL(entry.name).pathname)];
    });
    test.info().annotations.push({ type: 'requests before interactive', description: before.join(' ') });
    expect(before.length).toBeLessThanOrEqual(20);
  });

  test('learns the routes behind its links once it is interactive, not before', async ({ page }) => {
    const manifest = () =>
      page.evaluate(() => {
        const at = (window as unknown as { hydratedAt: number }).hydratedAt;
        const asked = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/__manifest'));
        return { asked: asked.length, before: asked.filter((entry) => entry.startTime <= at).length };
      });
    await expect.poll(async () => (await manifest()).asked).toBeGreaterThan(0);
    expect((await manifest()).before).toBe(0);
  });

  test('marks every link it rendered before it was interactive for discovery, and asks for their routes', async ({
    page,
  }) => {
    const asked = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/__manifest'))
          .flatMap((entry) => new URL(entry.name).searchParams.get('paths')?.split(',') ?? []),
      );
    await expect.poll(asked).toContain('/games');
    expect(await page.locator('a[data-discover="true"]').count()).toBeGreaterThan(10);
    expect(await page.locator('a[data-discover-later]:not([data-discover="true"])').count()).toBe(0);
  });
});
