import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, signedInPlayer } from './support';

// Committed screenshots of the wallet popup, the profile, home, the lobby and a game page,
// phone and desktop, dark and light, English and Arabic. Refresh after a deliberate change of look with
// `npx playwright test e2e/visual.spec.ts --update-snapshots` and look at every PNG.
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(target: Locator, name: string, mask: Locator[]) {
  await expect(target).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', mask, maxDiffPixelRatio: 0.01 });
}

/** What a visitor sees on arrival, before scrolling: the first screen is what must look right. */
async function shootScreen(page: Page, name: string, mask: Locator[]) {
  await expect(page).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', mask, maxDiffPixelRatio: 0.01 });
}

/**
 * The images on the first screen: a lazy image beside it (the next slide, the end of a row) never
 * loads. An image counts where it can be seen through every box that clips it: a row's last tile
 * can overlap the screen's edge while its row's scroller hides it.
 */
const firstScreenImages = () =>
  [...document.images].filter((img) => {
    if (img.loading !== 'lazy') return true;
    let { top, left, bottom, right } = img.getBoundingClientRect();
    for (let box = img.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const clip = box.getBoundingClientRect();
      top = Math.max(top, clip.top);
      left = Math.max(left, clip.left);
      bottom = Math.min(bottom, clip.bottom);
      right = Math.min(right, clip.right);
    }
    return top < Math.min(bottom, innerHeight) && Math.max(left, 0) < Math.min(right, innerWidth);
  });

/** The art this page was sent as the SVG standing in for a bitmap still being drawn. */
const standIns = new WeakMap<Page, Set<string>>();

function watchStandIns(page: Page) {
  const urls = new Set<string>();
  standIns.set(page, urls);
  page.on('response', (response) => {
    if (/[?&]w=\d+/.test(response.url()) && response.headers()['content-type']?.startsWith('image/svg')) {
      urls.add(response.url());
    }
  });
}

/**
 * Every image on the first screen has arrived and been decoded, as the server's bitmap of our
 * art: until a bitmap is drawn the SVG stands in for it (raster-draw.ts), which looks slightly
 * different, so a picture first seen here is waited for and the page loaded again.
 */
async function imagesLoaded(page: Page) {
  const complete = () => page.waitForFunction(`(${firstScreenImages.toString()})().every((img) => img.complete)`);
  await complete();
  const sources = await page.evaluate<string[]>(
    `(${firstScreenImages.toString()})().map((img) => img.currentSrc).filter((src) => /[?&]w=\\d+/.test(src))`,
  );
  const stoodIn = sources.filter((source) => standIns.get(page)?.has(source));
  for (const source of stoodIn) {
    await expect
      .poll(async () => {
        const answer = await page.request.get(source, { headers: { accept: 'image/avif,image/webp,*/*' } });
        return answer.headers()['content-type'];
      })
      .toMatch(/^image\/(avif|webp)/);
  }
  if (stoodIn.length > 0) {
    await page.reload();
    await settle(page);
    await complete();
  }
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  for (const theme of ['dark', 'light'] as const) {
    for (const locale of ['en', 'ar'] as const) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      test.describe(`${size} ${theme} ${locale}`, () => {
        test.use({ viewport });
        test.beforeEach(async ({ context, page, baseURL }) => {
          await context.addCookies([{ name: 'theme', value: theme, url: `${baseURL}/` }]);
          await context.addInitScript(() => {
            localStorage.setItem('cookie-consent', 'all');
            sessionStorage.setItem('splash-seen', '1');
          });
          await signedInPlayer(page, baseURL!);
        });

        test('wallet popup', async ({ page }) => {
          await open(page, `${prefix || '/'}?wallet=deposit`);
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByTestId('payment-methods')).toBeVisible();
          await settle(page);
          await shoot(dialog, `wallet-${size}-${theme}-${locale}.png`, []);
        });

        test('profile', async ({ page }) => {
          await open(page, `${prefix}/profile/info`);
          await expect(page.getByTestId('profile-info')).toBeVisible();
          await settle(page);
          // The new player's name, e-mail and sign-up date differ on every run.
          await shoot(page.locator('main'), `profile-${size}-${theme}-${locale}.png`, [
            page.getByTestId('profile-info').locator('dd'),
          ]);
        });
      });
    }
  }
}

// The casino's own screens, seen by a guest: home, the lobby and a game page.
for (const [size, viewport] of Object.entries(WIDTHS)) {
  for (const theme of ['dark', 'light'] as const) {
    for (const locale of ['en', 'ar'] as const) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      test.describe(`guest ${size} ${theme} ${locale}`, () => {
        test.use({ viewport });
        test.beforeEach(async ({ context, page, baseURL }) => {
          watchStandIns(page);
          await context.addCookies([{ name: 'theme', value: theme, url: `${baseURL}/` }]);
          await context.addInitScript(() => {
            localStorage.setItem('cookie-consent', 'all');
            sessionStorage.setItem('splash-seen', '1');
          });
        });

        test('home', async ({ page }) => {
          await open(page, prefix || '/');
          await expect(page.getByTestId('home-row-popular').locator('img').first()).toBeVisible();
          await settle(page);
          await imagesLoaded(page);
          // The live feeds change with every round anyone plays, the sport rows with every odds change.
          await shootScreen(page, `home-${size}-${theme}-${locale}.png`, [
            page.getByTestId('latest-bets'),
            page.getByTestId('big-wins'),
            page.getByTestId('home-sport'),
            // Popularity is recomputed from the rounds other specs play while this run lasts.
            page.getByTestId('home-row-popular').locator('[data-game]'),
          ]);
        });

        test('lobby', async ({ page }) => {
          await open(page, `${prefix}/games`);
          await expect(page.locator('[data-game]').first()).toBeVisible();
          await settle(page);
          await imagesLoaded(page);
          // The featured banners are the most popular games, which other specs' rounds reorder.
          await shootScreen(page, `lobby-${size}-${theme}-${locale}.png`, [
            page.getByTestId('hero-banner'),
            page.getByTestId('row-popular').locator('[data-game]'),
          ]);
        });

        test('game page', async ({ page }) => {
          await open(page, `${prefix}/game/nova-studio-pharaohs-fortune`);
          await expect(page.getByTestId('game-page')).toBeVisible();
          await settle(page);
          await imagesLoaded(page);
          // The game itself animates inside its frame.
          await shootScreen(page, `game-${size}-${theme}-${locale}.png`, [page.locator('iframe')]);
        });
      });
    }
  }
}
