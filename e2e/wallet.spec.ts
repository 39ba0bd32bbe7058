import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, payOnHostedCardPage, signedInPlayer } from './support';

test('the header balance follows a ledger movement without reload', async ({ page, baseURL }) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await open(page, '/');
  await expect(page.getByTestId('balance')).toHaveText('€0.00');
  await expect(page.locator('html[data-push="live"]')).toHaveCount(1);

  const adjusted = await page.request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player: email, currency: 'EUR', amount: 1_500, reason: 'welcome gift' },
  });
  expect(adjusted.status()).toBe(200);
  await expect(page.getByTestId('balance')).toHaveText('€15.00');
});

test('a card deposit paid on the hosted page reaches the open site live, with an alert', async ({ page, baseURL }) => {
  const { accessToken } = await signedInPlayer(page, baseURL!);
  await open(page, '/');
  await expect(page.locator('html[data-push="live"]')).toHaveCount(1);

  const created = await page.request.post('/api/payment/invoices/deposit', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { methodId: 'sandbox.deposit.visa', amount: 12_345, payer: { firstName: 'Ada', lastName: 'Lovelace' } },
  });
  expect(created.status()).toBe(201);
  const invoice = await created.json();

  const hosted = await page.context().newPage();
  await hosted.goto(invoice.publicData.redirectUrl);
  await payOnHostedCardPage(hosted);
  await expect(hosted).toHaveURL(/\/wallet\/history\?.*status=success/);

  await expect(page.getByText('Your deposit of €123.45 has arrived')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('€123.45');
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event) ?? [],
  );
  expect(events).toEqual(['ftd']);
});
