import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return response;
}
