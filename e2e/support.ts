import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return response;
}

/** A fresh EUR player registered through the API and signed in by putting their token where the site keeps it. */
export async function signedInPlayer(page: Page, baseURL: string) {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'e2e password 1';
  const response = await page.request.post('/api/player/register', {
    data: { email, password, password_confirmation: password, currency: 'EUR', agreements: true },
  });
  expect(response.status()).toBe(201);
  const { accessToken } = (await response.json()) as { accessToken: string };
  await page.context().addCookies([{ name: 'access_token', value: accessToken, url: `${baseURL}/` }]);
  return { email, accessToken };
}

/** Pays on the sandbox's hosted card page with the test card that succeeds, through its 3-D Secure step. */
export async function payOnHostedCardPage(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel('Verification code').fill('1234');
  await page.getByRole('button', { name: 'Approve' }).click();
}

/** Opens an account in `currency` for the player and makes it the active one. */
export async function switchToNewAccount(page: Page, accessToken: string, currency: string) {
  const auth = { authorization: `Bearer ${accessToken}` };
  const opened = await page.request.post('/api/wallet/accounts', { headers: auth, data: { currency } });
  expect(opened.status()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  expect((await page.request.put(`/api/wallet/accounts/${id}/switch-account`, { headers: auth })).status()).toBe(200);
}
