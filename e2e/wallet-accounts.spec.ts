import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

/** Credits a player through the operator API; an account in that currency is opened if needed. */
async function fund(page: Page, email: string, currency: string, amount: number) {
  const response = await page.request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player: email, currency, amount, reason: 'e2e funds' },
  });
  expect(response.status()).toBe(200);
}

const accountRow = (page: Page, currency: string) =>
  page.locator(`[data-testid="account-row"][data-currency="${currency}"]`);

test('a player adds a USD account on the balance page', async ({ page, baseURL }) => {
  await signedInPlayer(page, baseURL!);
  await open(page, '/wallet/balance');
  await expect(accountRow(page, 'EUR')).toContainText('Active');

  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(accountRow(page, 'USD')).toContainText('$0.00');
  await expect(accountRow(page, 'USD').getByRole('button', { name: 'Make active' })).toBeVisible();
  await expect(page.getByLabel('Currency', { exact: true }).locator('option[value="USD"]')).toHaveCount(0);
});

test('choosing an account in the header switcher makes it active and the header shows its balance', async ({
  page,
  baseURL,
}) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await fund(page, email, 'USD', 2_500);
  await open(page, '/');
  await expect(page.getByTestId('balance')).toHaveText('€0.00');

  await page.getByTestId('currency-menu').click();
  const popover = page.getByTestId('currency-popover');
  await expect(popover.getByRole('button', { name: /EUR/ })).toHaveAttribute('aria-current', 'true');
  await popover.getByRole('button', { name: /USD/ }).click();

  await expect(page.getByTestId('balance')).toHaveText('$25.00');
  await expect(popover).toBeHidden();
  await open(page, '/wallet/balance');
  await expect(accountRow(page, 'USD')).toContainText('Active');
});

test('the header switcher is used from the keyboard', async ({ page, baseURL }) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await fund(page, email, 'USD', 1_000);
  await open(page, '/');
  await expect(page.getByTestId('balance')).toHaveText('€0.00');

  await page.getByTestId('currency-menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('currency-popover')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('currency-popover').getByRole('button', { name: /USD/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('balance')).toHaveText('$10.00');
});

test('the header switcher leads to managing currencies', async ({ page, baseURL }) => {
  await signedInPlayer(page, baseURL!);
  await open(page, '/');
  await page.getByTestId('currency-menu').click();
  await page.getByRole('link', { name: 'Manage or add currencies' }).click();
  await expect(page).toHaveURL(/\/wallet\/balance$/);
  await expect(page.getByRole('heading', { name: 'Add a currency' })).toBeVisible();
});

test('the header switcher answers a click made the moment the page is hydrated, however slowly scripts arrive', async ({
  page,
  baseURL,
}) => {
  await signedInPlayer(page, baseURL!);
  // The switcher's code loads apart from the page's: when it arrived after hydration, React
  // dropped the clicks that came first (issue 14).
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await open(page, '/');
  await page.getByTestId('currency-menu').click();
  await expect(page.getByTestId('currency-popover')).toBeVisible();
});

test('hiding an inactive account asks first, then removes it for good', async ({ page, baseURL }) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await fund(page, email, 'USD', 700);
  await open(page, '/wallet/balance');
  await expect(accountRow(page, 'EUR').getByRole('button', { name: 'Hide' })).toHaveCount(0);

  await accountRow(page, 'USD').getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hide your USD account?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountRow(page, 'USD')).toBeVisible();

  await accountRow(page, 'USD').getByRole('button', { name: 'Hide' }).click();
  await dialog.getByRole('button', { name: 'Hide account' }).click();
  await expect(accountRow(page, 'USD')).toHaveCount(0);

  await page.reload();
  await expect(accountRow(page, 'EUR')).toBeVisible();
  await expect(accountRow(page, 'USD')).toHaveCount(0);
});

test('a crypto account shows its value in the chosen equivalent currency', async ({ page, baseURL }) => {
  const { email } = await signedInPlayer(page, baseURL!);
  // 0.00012345 BTC at 97,000 USD is 11.97 USD, which at 1.08 USD per euro is €11.08 (rounded toward zero).
  await fund(page, email, 'BTC', 12_345);
  await open(page, '/wallet/balance');
  await expect(accountRow(page, 'BTC')).toContainText('0.12345 mBTC');
  await expect(page.getByTestId('account-equivalent')).toHaveCount(0);

  await page.getByLabel('Show crypto balances in').selectOption('EUR');

  await expect(accountRow(page, 'BTC').getByTestId('account-equivalent')).toHaveText('≈ €11.08');
  await expect(accountRow(page, 'EUR').getByTestId('account-equivalent')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('equivalent-currency'))).toBe('EUR');
  await page.getByTestId('currency-menu').click();
  await expect(page.getByTestId('currency-popover').getByTestId('account-equivalent')).toHaveText('≈ €11.08');
});

test('removing the equivalent currency clears it from the device', async ({ page, baseURL }) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await fund(page, email, 'BTC', 12_345);
  await page.addInitScript(() => localStorage.setItem('equivalent-currency', 'USD'));
  await open(page, '/wallet/balance');
  await expect(accountRow(page, 'BTC').getByTestId('account-equivalent')).toHaveText('≈ $11.97');

  await page.getByLabel('Show crypto balances in').selectOption({ label: 'Do not show' });

  await expect(page.getByTestId('account-equivalent')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('equivalent-currency'))).toBeNull();
});
