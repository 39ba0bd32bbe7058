import { expect, test } from '@playwright/test';
import { signInitData } from '../apps/server/src/platform/player/telegram';
import { E2E_TELEGRAM_BOT_TOKEN } from '../playwright.config';

function launchHash(userId: number) {
  const initData = signInitData(
    {
      query_id: 'AAE2eQuery',
      user: JSON.stringify({ id: userId, first_name: 'Aigerim', language_code: 'kk' }),
      auth_date: String(Math.floor(Date.now() / 1000)),
    },
    E2E_TELEGRAM_BOT_TOKEN,
  );
  return `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppPlatform=android`;
}

test('inside Telegram a visitor is signed in automatically from the launch data', async ({ page }) => {
  const userId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  await page.goto(`/${launchHash(userId)}`);
  await expect(page.getByTestId('profile-link')).toBeVisible();
  await expect(page.getByTestId('profile-link')).toContainText('Aigerim');
});

test('inside Telegram the wallet query opens the Telegram wallet', async ({ page }) => {
  const userId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
  await page.goto(`/${launchHash(userId)}`);
  await expect(page.getByTestId('profile-link')).toBeVisible();
  await page.goto('/?wallet=deposit');
  await expect(page).toHaveURL(/\?wallet-telegram-app=deposit$/);
});

test('tampered launch data signs nobody in', async ({ page }) => {
  await page.goto(`/${launchHash(901).replace('Aigerim', 'Mallory')}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('user-navigation').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
