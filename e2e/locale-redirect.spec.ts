import { expect, test } from '@playwright/test';
import { open } from './support';

test('a German browser is sent to the German page, keeping query and hash', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/games?sort=new#top');
  await expect(page).toHaveURL(/\/de\/games\?sort=new#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('the stored user-language wins over the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  await context.addInitScript(() => localStorage.setItem('user-language', 'ar'));
  const page = await context.newPage();
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/ar\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

test('a browser language with no page of its own stays on the default locale', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/promotions');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/promotions$/);
  await context.close();
});

test('the redirect replaces history instead of adding to it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/pt-br/promotions');
  const before = await page.evaluate(() => history.length);
  await page.goto('/sport');
  await expect(page).toHaveURL(/\/pt-br\/sport$/);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await context.close();
});

test('an address with a locale is never redirected', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/ar/games');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/ar\/games$/);
  await context.close();
});

test('choosing a language in the switcher changes the prefix and is remembered', async ({ page }) => {
  await open(page, '/promotions');
  await page.getByTestId('language-switcher').selectOption('de');
  await expect(page).toHaveURL(/\/de\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/games');
  await expect(page).toHaveURL(/\/de\/games$/);
});
