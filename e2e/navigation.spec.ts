import { expect, test, type Page } from '@playwright/test';
import { open, signedInPlayer } from './support';
import { PRELOADER_DELAY_MS } from '../packages/shared/src/customer';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
});

test('Back closes a popup opened on the page and stays on the site', async ({ page }) => {
  await open(page, '/promotions');
  await page.getByTestId('user-navigation').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);
});

test('Back closes a popup the visitor landed on by its address and stays on the site', async ({ page }) => {
  await open(page, '/promotions?sign-in=true');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);
});

test('switching popups leaves one history entry, so one Back closes them', async ({ page }) => {
  await open(page, '/promotions');
  await page.getByTestId('user-navigation').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);
});

test('closing a popup does not leave an entry that Back would reopen', async ({ page }) => {
  await open(page, '/promotions');
  await page.getByTestId('user-navigation').getByRole('button', { name: 'Sign in' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the splash shows on the first load of a session only, not after a reload', async ({ page }) => {
  // When the page marks the splash off, and whether its boot script did so in the head, before
  // the body: that is a reload. A first load is marked by the splash's timer, after its delay.
  // (Reading the mark at DOMContentLoaded raced the timer on a busy machine.)
  await page.addInitScript(() => {
    const record = window as unknown as { splashOff?: { at: number; inHead: boolean } };
    new MutationObserver(() => {
      if (!record.splashOff && document.documentElement.dataset.splash === 'off') {
        record.splashOff = { at: performance.now(), inHead: document.body === null };
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-splash'] });
  });
  const splashOff = () =>
    page.evaluate(() => (window as unknown as { splashOff?: { at: number; inHead: boolean } }).splashOff);
  // A warm server answers the stylesheet at once, so the head is never held past the delay.
  await page.request.get('/');

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('preloader')).toBeHidden({ timeout: 5000 });
  // The splash fades out through CSS as its timer runs out: wait for the mark, not the fade.
  await expect.poll(splashOff, { timeout: 5000 }).toBeTruthy();
  const first = await splashOff();
  expect(first?.inHead).toBe(false);
  expect(first!.at).toBeGreaterThanOrEqual(PRELOADER_DELAY_MS);

  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-splash', 'off');
  expect((await splashOff())?.inHead).toBe(true);
  await expect(page.getByTestId('preloader')).toBeHidden();
});

test('the sign-up terms checkbox links the terms and privacy pages', async ({ page }) => {
  await open(page, '/?sign-up=true');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog.getByRole('radiogroup', { name: 'Sign up with' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/static/terms');
  await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/static/privacy');
});

test('the 404 page has a localised title and description', async ({ page }) => {
  await page.goto('/de/no-such-page');
  await expect(page).toHaveTitle(/\S/);
  expect(await page.title()).not.toContain('no-such-page');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
});

test('/profile/limits has one h1', async ({ page, baseURL }) => {
  await signedInPlayer(page, baseURL!);
  await open(page, '/profile/limits');
  await expect(page.locator('h1')).toHaveCount(1);
});

/** Puts a toast-sized box in the toaster, where the queue would, to measure where toasts land. */
async function toastBox(page: Page) {
  return page.getByTestId('toaster').evaluate((toaster) => {
    const toast = document.createElement('div');
    toast.style.height = '64px';
    toaster.append(toast);
    const box = toast.getBoundingClientRect();
    toast.remove();
    return { top: box.top, bottom: box.bottom };
  });
}

test('toasts sit below the header controls on a desktop', async ({ page }) => {
  await open(page, '/');
  const header = (await page.getByTestId('site-header').boundingBox())!;
  expect((await toastBox(page)).top).toBeGreaterThanOrEqual(header.y + header.height);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the tab bar leads home, to the casino, sport, bonuses and the menu', async ({ page }) => {
    await open(page, '/promotions');
    const tabs = page.getByTestId('tab-bar');
    await expect(tabs).toBeVisible();
    await tabs.getByRole('link', { name: 'Bonuses' }).click();
    await expect(page).toHaveURL(/\/bonuses$/);
    await tabs.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
  });

  test('toasts sit at the bottom above the tab bar, clear of the header', async ({ page }) => {
    await open(page, '/');
    const header = (await page.getByTestId('site-header').boundingBox())!;
    const tabBar = (await page.getByTestId('tab-bar').boundingBox())!;
    const toast = await toastBox(page);
    expect(toast.top).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toast.bottom).toBeLessThanOrEqual(tabBar.y);
  });

  test('a swipe down closes a bottom sheet', async ({ page }) => {
    await open(page, '/?sign-in=true');
    const sheet = page.getByRole('dialog', { name: 'Sign in' });
    await expect(sheet).toBeVisible();
    const box = (await sheet.boundingBox())!;
    const at = (y: number) => ({
      pointerType: 'touch',
      pointerId: 7,
      isPrimary: true,
      clientX: box.x + 40,
      clientY: y,
    });
    await sheet.dispatchEvent('pointerdown', at(box.y + 20));
    await sheet.dispatchEvent('pointermove', at(box.y + 80));
    await sheet.dispatchEvent('pointermove', at(box.y + 160));
    await sheet.dispatchEvent('pointerup', at(box.y + 160));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});
