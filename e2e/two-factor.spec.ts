import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

/**
 * The code an authenticator app shows one step ahead: the server accepts a step either
 * side, and a step ahead is never one that enabling 2FA has already used.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInWithPassword(page: Page, email: string) {
  await open(page, '/?sign-in=true');
  const form = page.getByTestId('sign-in-form');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('e2e password 1');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page.getByTestId('two-factor-challenge');
}

test('turn on 2FA with the QR key, sign out, and sign in with a code from the app, then with a recovery code', async ({
  page,
  baseURL,
}) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await open(page, '/profile/settings/account');
  const section = page.getByTestId('two-factor');
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByLabel('Password', { exact: true }).fill('e2e password 1');
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(section.getByTestId('two-factor-qr').locator('svg')).toBeVisible();
  const secret = await section.getByTestId('two-factor-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const right = await generate({ secret });
  await section.getByLabel('6-digit code from the app').fill(right === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Turn on 2FA' }).click();
  await expect(section.getByText('The code is wrong or has already been used.')).toBeVisible();
  await section.getByLabel('6-digit code from the app').fill(right);
  await section.getByRole('button', { name: 'Turn on 2FA' }).click();
  const codes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('On');
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();

  await page.getByTestId('sign-out').first().click();
  await expect(page.getByTestId('user-navigation').getByRole('button', { name: 'Sign in' })).toBeVisible();

  const challenge = await signInWithPassword(page, email);
  await expect(challenge.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await challenge.getByLabel('Authentication code').fill(await nextCode(secret));
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('profile-link')).toBeVisible();

  await page.getByTestId('sign-out').first().click();
  await expect(page.getByTestId('user-navigation').getByRole('button', { name: 'Sign in' })).toBeVisible();
  const again = await signInWithPassword(page, email);
  await again.getByRole('button', { name: 'Use a recovery code' }).click();
  await again.getByLabel('Recovery code').fill(recoveryCode);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('profile-link')).toBeVisible();

  await open(page, '/profile/settings/account');
  await expect(page.getByTestId('two-factor').getByText('9 recovery codes left.')).toBeVisible();
});

test('with 2FA on, the withdrawal form asks for the code and sends it with the request', async ({ page, baseURL }) => {
  const { email, accessToken } = await signedInPlayer(page, baseURL!);
  const auth = { authorization: `Bearer ${accessToken}` };
  const setup = await page.request.post('/api/player/2fa/setup', {
    headers: auth,
    data: { password: 'e2e password 1' },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await page.request.post('/api/player/2fa/enable', {
    headers: auth,
    data: { code: await generate({ secret }) },
  });
  expect(enabled.status()).toBe(200);
  const funded = await page.request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player: email, currency: 'EUR', amount: 10_000, reason: 'e2e funds' },
  });
  expect(funded.status()).toBe(200);

  await open(page, '/?wallet=withdraw');
  await page
    .getByTestId('payment-methods')
    .getByRole('button', { name: /^Cash agent/ })
    .click();
  const form = page.getByTestId('payment-form');
  await form.getByLabel('Amount (EUR)').fill('40');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Phone number').fill('+4915112345678');
  await form.getByLabel('City').fill('Berlin');
  await form.getByRole('button', { name: 'Withdraw €40.00' }).click();
  await expect(form.getByText('Enter the code.')).toBeVisible();
  await expect(page.getByTestId('invoice-next-step')).toHaveCount(0);

  await form.getByLabel('Authentication code').fill(await nextCode(secret));
  await form.getByRole('button', { name: 'Withdraw €40.00' }).click();
  await expect(page.getByTestId('invoice-next-step').getByTestId('invoice-status')).toHaveAttribute(
    'data-status',
    'pending',
  );
  await expect(page.getByTestId('balance')).toHaveText('€60.00');
});
