import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PLAYER_ROUTES, PUBLIC_ROUTES } from './site-routes';
import { open, signedInPlayer } from './support';

const GUEST_POPUPS = ['/?sign-in=true', '/?sign-up=true', '/?forgot-pass=true'];
const PLAYER_POPUPS = ['/?wallet=deposit', '/?wallet=withdraw'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious and critical violations of one page, or of a popup once it is open. */
async function audit(page: Page, path: string) {
  await open(page, path);
  if (path.includes('=')) await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return seriousViolations(page);
}

// A test a page: each has its own time, and a failure names the page.
for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: `${baseURL}/` }]);
      await context.addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
    });

    for (const path of [...PUBLIC_ROUTES, ...GUEST_POPUPS]) {
      test(`a guest's ${path} has no serious or critical axe violation`, async ({ page }) => {
        expect(await audit(page, path)).toEqual([]);
      });
    }

    for (const path of [...PLAYER_ROUTES, ...PLAYER_POPUPS]) {
      test(`a player's ${path} has no serious or critical axe violation`, async ({ page, baseURL }) => {
        await signedInPlayer(page, baseURL!);
        expect(await audit(page, path)).toEqual([]);
      });
    }
  });
}
