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

/** Every image on the first screen has arrived and been decoded. */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        // A lazy image beside the screen (the next slide, the end of a row) never loads.
        const box = img.getBoundingClientRect();
        return img.loading !== 'lazy' || (box.top < innerHeight && box.left < innerWidth && box.right > 0);
      })
      .every((img) => img.complete),
  );
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
        test.beforeEach(async ({ context, baseURL }) => {
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
