import { expect, test } from '@playwright/test';

test('an unknown page answers 404 with the error screen', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(screen).toContainText(
    'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
  );
});

test('the Homepage button of the error screen goes home in the same locale', async ({ page }) => {
  await page.goto('/de/no/such/page');
  // The German error screen names the button from content (§2).
  await page.getByTestId('error-screen').getByRole('link', { name: 'Startseite' }).click();
  await expect(page).toHaveURL(/\/de$/);
});

test('an unknown page keeps the navigation around the error screen', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByTestId('side-drawer')).toBeVisible();
  await expect(page.getByTestId('user-navigation')).toBeVisible();
});

test('a crawler gets the 404 without the error screen', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await context.close();
});

test('an unknown /api route is a JSON 404, not a page', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect((await response.json()).error.key).toBe('NOT_FOUND');
});

test('the /ui component catalogue of development is a 404 in the production build', async ({ request }) => {
  expect((await request.get('/ui')).status()).toBe(404);
});
