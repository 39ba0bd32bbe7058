import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { open, signedInPlayer } from './support';

/** The §2 routes a guest opens, and those that need a player. */
const PUBLIC_ROUTES = [
  '/',
  '/bonuses',
  '/contact',
  '/support',
  '/referral',
  '/questions',
  '/questions/deposits',
  '/promotions',
  '/games',
  '/games/providers',
  '/games/slots',
  '/provably-fair',
  '/favorites',
  '/recently-played',
  '/bonus/cashback',
  '/static/terms',
  '/welcome-package',
  '/sport',
  '/no-such-page',
  '/ar',
];
const PLAYER_ROUTES = [
  '/wallet/balance',
  '/wallet/history',
  '/profile/info',
  '/profile/limits',
  '/profile/personal',
  '/profile/sessions',
  '/profile/settings/account',
  '/profile/settings/notifications',
];
const GUEST_POPUPS = ['/?sign-in=true', '/?sign-up=true', '/?forgot-pass=true'];
const PLAYER_POPUPS = ['/?wallet=deposit', '/?wallet=withdraw'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function audit(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    if (path.includes('=')) await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
  }
  return found;
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: `${baseURL}/` }]);
      await context.addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
    });

    test('every public page and guest popup has no serious or critical axe violation', async ({ page }) => {
      test.setTimeout(180_000);
      expect(await audit(page, [...PUBLIC_ROUTES, ...GUEST_POPUPS])).toEqual([]);
    });

    test("every player's page and wallet popup has no serious or critical axe violation", async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      await signedInPlayer(page, baseURL!);
      expect(await audit(page, [...PLAYER_ROUTES, ...PLAYER_POPUPS])).toEqual([]);
    });
  });
}
