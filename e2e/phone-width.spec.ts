import { expect, test, type Page } from '@playwright/test';
import { PLAYER_ROUTES, PUBLIC_ROUTES } from './site-routes';
import { open, signedInPlayer } from './support';

// A phone widens its layout viewport to whatever overflows it: the page then opens zoomed out
// or scrolled sideways, and the fixed tab bar stretches past the screen.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const GAME_PAGE = '/game/nova-studio-pharaohs-fortune';

/** The paths among `paths` whose document is wider than the phone's screen, with the width. */
async function overflowing(page: Page, paths: string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path}: ${width}px`);
  }
  return wide;
}

const inArabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);
const guestPaths = [...PUBLIC_ROUTES.filter((path) => path !== '/ar'), GAME_PAGE];

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
});

test("no guest's page is wider than a 390 px phone", async ({ page }) => {
  test.slow();
  expect(await overflowing(page, guestPaths)).toEqual([]);
});

test("no guest's page in Arabic is wider than a 390 px phone", async ({ page }) => {
  test.slow();
  expect(await overflowing(page, guestPaths.map(inArabic))).toEqual([]);
});

test("no player's page is wider than a 390 px phone", async ({ page, baseURL }) => {
  await signedInPlayer(page, baseURL!);
  expect(await overflowing(page, PLAYER_ROUTES)).toEqual([]);
});
