import { expect, test } from '@playwright/test';
import { open } from './support';

test('the compact drawer state survives a reload', async ({ page }) => {
  await open(page, '/games');
  const drawer = page.getByTestId('side-drawer');
  await expect(drawer).toHaveAttribute('data-compact', 'false');
  const wide = (await drawer.boundingBox())!.width;
  await page.getByTestId('drawer-compact-toggle').click();
  await expect(drawer).toHaveAttribute('data-compact', 'true');
  await page.reload();
  await expect(drawer).toHaveAttribute('data-compact', 'true');
  expect((await drawer.boundingBox())!.width).toBeLessThan(wide / 2);
  expect(await page.evaluate(() => localStorage.getItem('drawer-compact'))).toBe('1');
});

test('the chosen theme is kept across visits', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('in Arabic the theme switcher keeps its three icon buttons square and on one line', async ({ page }) => {
  await open(page, '/ar');
  const buttons = page.getByTestId('side-drawer').getByTestId(/^theme-/);
  await expect(buttons).toHaveCount(3);
  const boxes = await Promise.all((await buttons.all()).map(async (button) => (await button.boundingBox())!));
  for (const box of boxes) {
    expect(box.width).toBeCloseTo(32, 0);
    expect(box.height).toBeCloseTo(32, 0);
    expect(box.y).toBeCloseTo(boxes[0]!.y, 0);
  }
});

test('the cookie banner is answered once and does not return', async ({ page }) => {
  await open(page, '/');
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner).toHaveCount(0);
});

test('the cookie banner is part of the server-rendered page until it is answered', async ({ request }) => {
  const fresh = await (await request.get('/promotions')).text();
  expect(fresh).toContain('data-testid="cookie-consent"');
  const answered = await (await request.get('/promotions', { headers: { cookie: 'cookie-consent=essential' } })).text();
  expect(answered).not.toContain('data-testid="cookie-consent"');
});

test('an answer kept only in the browser storage hides the banner and moves to the cookie', async ({ page }) => {
  await page.context().addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
  await open(page, '/');
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'cookie-consent')?.value).toBe('all');
});

test('the preloader hides after its delay', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByTestId('preloader')).toBeHidden({ timeout: 3000 });
});

test('the preloader stays during an auto-login with a state', async ({ page }) => {
  await open(page, '/auth/autologin?state=abc');
  await page.waitForTimeout(1600);
  await expect(page.getByTestId('preloader')).toBeVisible();
});

test('the demo ribbon is server-rendered on every page in demo mode, in the page language', async ({ request }) => {
  for (const [path, text] of [
    ['/', 'Demo — no real money'],
    ['/de/promotions', 'Demo — kein echtes Geld'],
    ['/ar', 'تجريبي — لا أموال حقيقية'],
    ['/no-such-page', 'Demo — no real money'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-testid="demo-ribbon"');
    expect(html, path).toContain(text);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the demo ribbon covers none of the header controls', async ({ page }) => {
    for (const path of ['/', '/ar']) {
      await open(page, path);
      const ribbon = (await page.getByTestId('demo-ribbon').boundingBox())!;
      expect(ribbon.width).toBeLessThanOrEqual(390);
      for (const control of [page.getByTestId('open-menu'), page.getByTestId('user-navigation')]) {
        const box = (await control.boundingBox())!;
        expect(box.y, path).toBeGreaterThanOrEqual(ribbon.y + ribbon.height);
      }
    }
  });

  test('the drawer opens from the menu button and closes on navigation', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByTestId('side-drawer')).toBeHidden();
    await page.getByTestId('open-menu').click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(drawer).toHaveCount(0);
  });
});

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

test.describe("a phone's browser", () => {
  test.use({ userAgent: PHONE_AGENT });

  test('gets its page without the desktop column, which it never shows', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'user-agent': PHONE_AGENT } })).text();
    expect(html).toContain('data-testid="side-drawer"');
    expect(html).not.toContain('data-testid="drawer-compact-toggle"');
  });

  test('on a wide screen still fills the desktop column once the page runs', async ({ page }) => {
    await open(page, '/');
    const drawer = page.getByTestId('side-drawer');
    await expect(drawer.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByTestId('drawer-compact-toggle')).toBeVisible();
  });
});
