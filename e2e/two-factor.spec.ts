import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
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
  const again = await signInWithPassword(page, email);
  await again.getByRole('button', { name: 'Use a recovery code' }).click();
  await again.getByLabel('Recovery code').fill(recoveryCode);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('profile-link')).toBeVisible();

  await open(page, '/profile/settings/account');
  await expect(page.getByTestId('two-factor').getByText('9 recovery codes left.')).toBeVisible();
});
