import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, signedInPlayer } from './support';

// Committed screenshots of the wallet popup and the profile, phone and desktop, dark and
// light, English and Arabic. Refresh after a deliberate change of look with
// `npx playwright test e2e/visual.spec.ts --update-snapshots` and look at every PNG.
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(target: Locator, name: string, mask: Locator[]) {
  await expect(target).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', mask, maxDiffPixelRatio: 0.01 });
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
