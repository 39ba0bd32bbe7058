import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY, E2E_PSP_SANDBOX_API_KEY } from '../playwright.config';
import { open, payOnHostedCardPage, signedInPlayer, switchToNewAccount } from './support';

const operator = { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` };

async function fund(page: Page, email: string, amount: number) {
  const adjusted = await page.request.post('/api/admin/wallet/adjustments', {
    headers: operator,
    data: { player: email, currency: 'EUR', amount, reason: 'e2e funds' },
  });
  expect(adjusted.status()).toBe(200);
}

/** The provider's own id of an invoice, as the operator's desk shows it. */
async function providerPaymentId(page: Page, invoiceId: string): Promise<string> {
  const { data } = await (await page.request.get('/api/admin/payment/invoices', { headers: operator })).json();
  return data.find((i: { id: string }) => i.id === invoiceId).providerPaymentId;
}

async function chooseMethod(page: Page, label: string) {
  await page
    .getByTestId('payment-methods')
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
}

/** A new player's €50 card deposit, paid on the hosted page, back on the site's success popup. */
async function depositFiftyEurosByCard(page: Page, baseURL: string) {
  await signedInPlayer(page, baseURL);
  await open(page, '/?wallet=deposit');
  await expect(page.getByTestId('wallet-balance')).toHaveText('€0.00');
  await chooseMethod(page, 'Visa');
  const form = page.getByTestId('payment-form');
  await form.getByLabel('Amount (EUR)').fill('50');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByRole('button', { name: 'Deposit €50.00' }).click();
  await payOnHostedCardPage(page);
  await expect(page).toHaveURL(/\/wallet\/history\?.*deposit-success=/);
}

test('a card deposit goes through the hosted page and comes back to a success popup and the new balance', async ({
  page,
  baseURL,
}) => {
  await depositFiftyEurosByCard(page, baseURL!);
  await expect(page.getByTestId('deposit-success')).toContainText('€50.00 has been added to your balance');
  await expect(page.getByTestId('balance')).toHaveText('€50.00');
});

for (const theme of ['dark', 'light'] as const) {
  test(`the Play now button of the deposit success view is readable in the ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: `${baseURL}/` }]);
    await depositFiftyEurosByCard(page, baseURL!);
    const success = page.getByTestId('deposit-success');
    await expect(success.getByTestId('deposit-play-now')).toHaveText('Play now');
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="deposit-success"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
}

test('a crypto deposit shows the QR and address, and the balance follows the confirmations without reload', async ({
  page,
  baseURL,
}) => {
  const { accessToken } = await signedInPlayer(page, baseURL!);
  await switchToNewAccount(page, accessToken, 'BTC');

  await open(page, '/?wallet=deposit');
  await expect(page.locator('html[data-push="live"]')).toHaveCount(1);
  await chooseMethod(page, 'Cryptocurrencies');
  await page.getByTestId('payment-form').getByLabel('Amount (mBTC)').fill('2.5');
  await page.getByRole('button', { name: 'Deposit 2.50 mBTC' }).click();

  const step = page.getByTestId('invoice-next-step');
  await expect(step.getByTestId('payment-qr').locator('svg')).toBeVisible();
  await expect(step.getByTestId('payment-address')).toHaveValue(/^(bc1|[13])/);
  await expect(step.getByText('Credited after 3 network confirmations.')).toBeVisible();
  const paymentId = await providerPaymentId(page, (await step.getAttribute('data-invoice-id'))!);
  for (let i = 0; i < 3; i++) {
    const confirmed = await page.request.post(`/psp-sandbox/api/payments/${paymentId}/confirmations`, {
      headers: { 'x-api-key': E2E_PSP_SANDBOX_API_KEY },
    });
    expect(confirmed.status()).toBe(200);
  }

  await expect(page.getByTestId('deposit-success')).toContainText('2.50 mBTC has been added to your balance');
  await expect(page.getByTestId('balance')).toHaveText('2.50 mBTC');
});

test('a withdrawal holds the amount at once and is paid when the operator approves it', async ({ page, baseURL }) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await fund(page, email, 10_000);
  await open(page, '/?wallet=withdraw');
  await expect(page.locator('html[data-push="live"]')).toHaveCount(1);
  await chooseMethod(page, 'Cash agent');
  const form = page.getByTestId('payment-form');
  await form.getByLabel('Amount (EUR)').fill('500');
  await form.getByRole('button', { name: 'Withdraw €500.00' }).click();
  await expect(form.getByText('The amount is more than your balance')).toBeVisible();

  await form.getByLabel('Amount (EUR)').fill('40');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Phone number').fill('+4915112345678');
  await form.getByLabel('City').fill('Berlin');
  await form.getByRole('button', { name: 'Withdraw €40.00' }).click();

  const step = page.getByTestId('invoice-next-step');
  await expect(step.getByTestId('invoice-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('balance')).toHaveText('€60.00');
  const invoiceId = (await step.getAttribute('data-invoice-id'))!;
  expect(
    (await page.request.post(`/api/admin/payment/invoices/${invoiceId}/approve`, { headers: operator })).status(),
  ).toBe(200);
  await expect(step.getByTestId('invoice-status')).toHaveAttribute('data-status', 'success');
  await expect(page.getByText('Your withdrawal of €40.00 has been paid')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('€60.00');
});

test('a reached deposit limit empties the methods and says so', async ({ page, baseURL }) => {
  await signedInPlayer(page, baseURL!);
  await page.route('**/api/payment/methods/deposit**', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 13100, key: 'DEPOSIT_LIMIT_REACHED', message: 'Deposit limit reached' } }),
    }),
  );
  await open(page, '/?wallet=deposit');
  await expect(page.getByTestId('deposit-limit-reached')).toContainText('You have reached your deposit limit');
  await expect(page.getByTestId('payment-methods')).toHaveCount(0);
});

test('any other wallet value opens the wallet with neither side chosen', async ({ page, baseURL }) => {
  await signedInPlayer(page, baseURL!);
  await open(page, '/?wallet=true');
  await expect(page.getByText('Choose whether you want to deposit or withdraw.')).toBeVisible();
  await page.getByRole('radio', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/wallet=withdraw/);
  await expect(page.getByTestId('nothing-to-withdraw')).toBeVisible();
});

test('buying crypto by card in euros credits the crypto account with what the rate gives', async ({
  page,
  baseURL,
}) => {
  const { accessToken } = await signedInPlayer(page, baseURL!);
  await switchToNewAccount(page, accessToken, 'BTC');

  await open(page, '/?wallet=deposit');
  await page.getByTestId('buy-crypto').click();
  await expect(page).toHaveURL(/fiat=true/);
  const form = page.getByTestId('fiat-form');
  await form.getByLabel('Pay in').selectOption('EUR');
  await form.getByLabel('Amount to pay').fill('100');
  await expect(form.getByTestId('fiat-receive')).toHaveText('1.1134 mBTC');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByRole('button', { name: 'Continue to card payment' }).click();

  await payOnHostedCardPage(page);

  await expect(page.getByTestId('deposit-success')).toContainText('1.1134 mBTC has been added to your balance');
  await expect(page.getByTestId('balance')).toHaveText('1.1134 mBTC');
});
