import { expect, test, type Page } from '@playwright/test';

const SLOT = '/providers/nova-studio/play/pharaohs-fortune';

/** Collects what Chromium reports about the Content-Security-Policy while `page` is used. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a demo slot opened directly spins: the reels move and the play money changes', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto(SLOT);
  await expect(page).toHaveURL(/\?launch=[\w-]{43}$/);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('€1,000.00');
  await expect(page.getByTestId('reels').locator('img').first()).toBeVisible();

  const strip = page.locator('.reel .strip').first();
  await page.getByTestId('spin').click();
  await expect(page.locator('.reel.spinning').first()).toBeVisible();
  const moving = await strip.evaluate((element) => getComputedStyle(element).transform);
  expect(moving).not.toBe('none');
  await expect(page.locator('.reel.spinning')).toHaveCount(0, { timeout: 10_000 });
  await expect(balance).not.toHaveText('€1,000.00');
  expect(violations).toEqual([]);
});

test('the space key spins and the paytable opens from the info button', async ({ page }) => {
  await page.goto(SLOT);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('€1,000.00');
  await page.keyboard.press('Space');
  await expect(balance).not.toHaveText('€1,000.00', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Game info' }).click();
  await expect(page.getByRole('dialog', { name: /Paytable/ })).toBeVisible();
});
