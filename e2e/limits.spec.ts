import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, payOnHostedCardPage, signedInPlayer } from './support';

const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The first slot of the catalogue the studio serves. */
async function aSlot(page: Page): Promise<string> {
  const response = await page.request.get('/api/game/games?kind=slot&perPage=100');
  const { data } = (await response.json()) as { data: { identity: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.identity;
}

test('a deposit limit set on the limits page: deposit up to it, then the methods are emptied with the limit message', async ({
  page,
  baseURL,
}) => {
  const { accessToken } = await signedInPlayer(page, baseURL!);
  await open(page, '/profile/limits');
  await page.getByTestId('add-limit-3').click();
  const form = page.getByTestId('add-limit-form');
  await expect(form).toBeVisible();
  await form.getByTestId('limit-amount').fill('20');
  await form.getByRole('button', { name: 'Save limit' }).click();
  const row = page.getByTestId('limits-3').getByTestId('limit-row');
  await expect(row).toContainText('€20.00');
  await expect(row.getByTestId('limit-remaining')).toHaveText('€20.00 left');

  const over = await page.request.post('/api/payment/invoices/deposit', {
    headers: auth(accessToken),
    data: { methodId: 'sandbox.deposit.visa', amount: 2_500, payer: { firstName: 'Ada', lastName: 'Lovelace' } },
  });
  expect((await over.json()).error).toMatchObject({ code: 13101, details: { remaining: 2_000 } });
  const created = await page.request.post('/api/payment/invoices/deposit', {
    headers: auth(accessToken),
    data: { methodId: 'sandbox.deposit.visa', amount: 2_000, payer: { firstName: 'Ada', lastName: 'Lovelace' } },
  });
  expect(created.status()).toBe(201);
  const hosted = await page.context().newPage();
  await hosted.goto((await created.json()).publicData.redirectUrl);
  await payOnHostedCardPage(hosted);
  await expect(hosted).toHaveURL(/status=success/);

  await open(page, '/profile/limits?wallet=deposit');
  await expect(page.getByText('You have reached your deposit limit')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(row.getByTestId('limit-remaining')).toHaveText('€0.00 left');
});

test('a loss limit stops play in the game with the game-limit-reached popup', async ({ page, baseURL }) => {
  const { email, accessToken } = await signedInPlayer(page, baseURL!);
  const adjusted = await page.request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player: email, currency: 'EUR', amount: 5_000, reason: 'e2e limits' },
  });
  expect(adjusted.status()).toBe(200);
  const limit = await page.request.post('/api/player/limits', {
    headers: auth(accessToken),
    data: { definition: 2, period: 'daily', amount: 1, currency: 'EUR' },
  });
  expect(limit.status()).toBe(201);

  await open(page, `/game/${await aSlot(page)}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('spin')).toBeEnabled({ timeout: 20_000 });
  await frame.getByTestId('spin').click();
  const popup = page.getByTestId('game-limit-reached');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup).toContainText('You have reached your loss limit');
  await expect(page.getByTestId('balance')).toHaveText('€50.00');
  await popup.getByRole('button', { name: 'View my limits' }).click();
  await expect(page).toHaveURL(/\/profile\/limits/);
});

test('a cooling-off taken in two steps signs the player out and leaves only the restricted mode', async ({
  page,
  baseURL,
}) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await open(page, '/profile/limits');
  const section = page.getByTestId('break-section');
  await section.getByTestId('break-kind-5').click();
  await section.getByRole('radio', { name: '24 hours' }).click();
  await section.getByTestId('break-continue').click();
  await expect(section.getByTestId('break-start')).toBeDisabled();
  await section.getByTestId('break-agree').check();
  await section.getByTestId('break-start').click();

  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('balance')).toHaveCount(0);
  const profile = await page.request.get('/api/player/profile');
  expect(profile.status()).toBe(401);

  // Signing in again opens the restricted mode only: the limits page says so and deposits are refused.
  const login = await page.request.post('/api/player/sessions', { data: { email, password: 'e2e password 1' } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  await page.context().addCookies([{ name: 'access_token', value: accessToken, url: `${baseURL}/` }]);
  await open(page, '/profile/limits');
  await expect(page.getByTestId('restriction-banner')).toContainText('Cooling-off until');
  const methods = await page.request.get('/api/payment/methods/deposit', { headers: auth(accessToken) });
  expect((await methods.json()).error.code).toBe(13100);
});
