// Screenshots for looking at pages: node scripts/screenshot.mjs <base-url> <out-dir> <path> [<path> …]
// Each path is taken at desktop and mobile width, light and dark. SCREENSHOT_TOKEN signs
// a player in; SCREENSHOT_CLICK (test ids, comma separated) is clicked before the shot.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, outDir, ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
// Headless Chromium announces itself and would be served as a crawler.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const sizes = { desktop: { width: 1366, height: 860 }, mobile: { width: 390, height: 844 } };
for (const path of paths) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, locale: 'en-GB', userAgent: UA });
      await context.addCookies([{ name: 'theme', value: theme, url: base }]);
      if (process.env.SCREENSHOT_TOKEN) {
        await context.addCookies([{ name: 'access_token', value: process.env.SCREENSHOT_TOKEN, url: base }]);
      }
      await context.addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1400);
      for (const testId of (process.env.SCREENSHOT_CLICK ?? '').split(',').filter(Boolean)) {
        await page.getByTestId(testId).click();
        await page.waitForTimeout(500);
      }
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${sizeName}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: false });
      await context.close();
    }
  }
}
await browser.close();
