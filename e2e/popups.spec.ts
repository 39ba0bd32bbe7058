import { expect, test } from '@playwright/test';
import { open } from './support';

test('a popup opens from its query key', async ({ page }) => {
  await open(page, '/?sign-in=true');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
});

test('Escape closes the popup and removes its key from the query', async ({ page }) => {
  await open(page, '/games?sign-in=true&sort=new');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\?sort=new$/);
});

test('the close button closes the popup', async ({ page }) => {
  await open(page, '/?sign-up=true');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('opening a popup closes the other one and replaces the query', async ({ page }) => {
  await open(page, '/promotions?sort=new');
  await page.getByTestId('user-navigation').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/promotions\?sort=new&sign-in=true$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page).toHaveURL(/\/promotions\?sort=new&sign-up=true$/);
});

test('only one popup opens when the query names several', async ({ page }) => {
  await open(page, '/?sign-in=true&sign-up=true');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page).toHaveURL(/\/\?sign-in=true$/);
});

test('a popup the guest may not see is removed from the query', async ({ page }) => {
  await open(page, '/games?wallet=deposit&sort=new');
  await expect(page).toHaveURL(/\/games\?sort=new$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('focus stays inside an open popup', async ({ page }) => {
  await open(page, '/?forgot-pass=true');
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test('a guest opening a guarded page lands on the sign-in popup', async ({ page }) => {
  await open(page, '/de/wallet/history');
  await expect(page).toHaveURL(/\/de\?sign-in=true$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('on the sport page closing a popup leaves the query to the sportsbook', async ({ page }) => {
  await open(page, '/sport?sign-in=true');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sport\?sign-in=true$/);
});
