import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY, E2E_PSP_SANDBOX_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

const operator = { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` };

/** A card deposit left pending on the hosted page; answers the sandbox's payment id, which ends its hosted page address. */
async function deposit(request: APIRequestContext, accessToken: string, amount: number): Promise<string> {
  const created = await request.post('/api/payment/invoices/deposit', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { methodId: 'sandbox.deposit.visa', amount, payer: { firstName: 'Ada', lastName: 'Lovelace' } },
  });
  expect(created.status()).toBe(201);
  const { publicData } = (await created.json()) as { publicData: { redirectUrl: string } };
  return new URL(publicData.redirectUrl).pathname.split('/').pop()!;
}

/** Money first through the operator desk, then a cash-agent payout of part of it. */
async function withdrawal(request: APIRequestContext, player: { email: string; accessToken: string }, amount: number) {
  const funded = await request.post('/api/admin/wallet/adjustments', {
    headers: operator,
    data: { player: player.email, currency: 'EUR', amount: amount * 2, reason: 'history test funds' },
  });
  expect(funded.status()).toBe(200);
  const created = await request.post('/api/payment/invoices/withdrawal', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: {
      methodId: 'sandbox.withdrawal.cash-agent',
      amount,
      payer: { playerName: 'Ada Lovelace', phone: '+4915112345678', city: 'Berlin' },
    },
  });
  expect(created.status()).toBe(201);
}

/** The payer decides at the sandbox provider (its control API); the provider's webhook then settles the invoice. */
async function decide(request: APIRequestContext, paymentId: string, decision: 'approve' | 'decline') {
  const decided = await request.post(`/psp-sandbox/api/payments/${paymentId}/${decision}`, {
    headers: { 'x-api-key': E2E_PSP_SANDBOX_API_KEY },
  });
  expect(decided.status()).toBe(200);
}

const rows = (page: Page) => page.getByTestId('invoice-row').filter({ visible: true });

test('the history lists my invoices newest first, each with its method, signed amount and status', async ({
  page,
  baseURL,
}) => {
  const player = await signedInPlayer(page, baseURL!);
  const approved = await deposit(page.request, player.accessToken, 2_500);
  const declined = await deposit(page.request, player.accessToken, 5_000);
  await decide(page.request, approved, 'approve');
  await decide(page.request, declined, 'decline');
  await withdrawal(page.request, player, 2_000);

  await open(page, '/wallet/history');
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).getByTestId('invoice-amount')).toHaveText(['-€20.00', '+€50.00', '+€25.00']);
  await expect(rows(page).getByTestId('invoice-method')).toHaveText(['Cash agent', 'Visa', 'Visa']);
  await expect(rows(page).getByTestId('invoice-status')).toHaveText(['Pending', 'Failed', 'Successful']);
  await expect(rows(page).nth(0).getByRole('button', { name: 'Cancel the withdrawal of €20.00' })).toBeVisible();
  await expect(rows(page).nth(1).getByRole('button')).toHaveCount(0);
});

test('a filter by type narrows the list and survives a reload', async ({ page, baseURL }) => {
  const player = await signedInPlayer(page, baseURL!);
  await deposit(page.request, player.accessToken, 2_500);
  await withdrawal(page.request, player, 2_000);

  await open(page, '/wallet/history');
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Type', { exact: true }).selectOption('withdrawal');
  await expect(page).toHaveURL(/[?&]tab=transactions&type=withdrawal/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('invoice-amount')).toHaveText('-€20.00');

  await page.reload();
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('withdrawal');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('invoice-amount')).toHaveText('-€20.00');
});

test('cancelling a pending deposit through the cancel-deposit popup marks it failed', async ({ page, baseURL }) => {
  const player = await signedInPlayer(page, baseURL!);
  await deposit(page.request, player.accessToken, 2_500);

  await open(page, '/wallet/history');
  await rows(page).getByRole('button', { name: 'Cancel the deposit of €25.00' }).click();
  await expect(page).toHaveURL(/[?&]cancel-deposit=/);
  const popup = page.getByRole('dialog', { name: 'Cancel transaction' });
  await expect(popup).toContainText('Cancel your pending deposit of €25.00 by Visa?');
  await popup.getByRole('button', { name: 'Yes, cancel' }).click();

  await expect(popup).toBeHidden();
  await expect(page).not.toHaveURL(/cancel-deposit/);
  await expect(rows(page).getByTestId('invoice-status')).toHaveAttribute('data-status', 'failed');
  await expect(rows(page).getByRole('button', { name: /Cancel/ })).toHaveCount(0);
});

test('a status change pushed live updates the row without a reload', async ({ page, baseURL }) => {
  const player = await signedInPlayer(page, baseURL!);
  const paymentId = await deposit(page.request, player.accessToken, 2_500);

  await open(page, '/wallet/history');
  await expect(page.locator('html[data-push="live"]')).toHaveCount(1);
  await expect(rows(page).getByTestId('invoice-status')).toHaveAttribute('data-status', 'pending');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await decide(page.request, paymentId, 'approve');
  await expect(rows(page).getByTestId('invoice-status')).toHaveAttribute('data-status', 'success');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('under 768 px the filters open in a bottom sheet and apply from there', async ({ page, baseURL }) => {
  const player = await signedInPlayer(page, baseURL!);
  await deposit(page.request, player.accessToken, 2_500);
  await withdrawal(page.request, player, 2_000);
  await page.setViewportSize({ width: 390, height: 844 });

  await open(page, '/wallet/history');
  await expect(page.getByTestId('history-filter-bar')).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Type', { exact: true }).selectOption('deposit');
  await sheet.getByRole('button', { name: 'Apply' }).click();

  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/[?&]type=deposit/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByTestId('invoice-amount')).toHaveText('+€25.00');
});
