import { expect, test, type Page } from '@playwright/test';
import { open } from './support';

let counter = 0;
function newEmail() {
  counter += 1;
  return `social-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** The tester's part on the development provider's page: who they are, then Continue. */
async function signInAtDevProvider(page: Page, name: string, email: string) {
  await expect(page.getByRole('heading', { name: /with Dev ID/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signUpByApi(page: Page): Promise<string> {
  const email = newEmail();
  const password = 'social pass 12';
  const response = await page.request.post('/api/player/register', {
    data: { email, password, password_confirmation: password, currency: 'EUR', agreements: true },
  });
  expect(response.status()).toBe(201);
  const { accessToken } = await response.json();
  await page.context().addCookies([{ name: 'access_token', value: accessToken, url: page.url() }]);
  return email;
}

test('a visitor signs in through the development provider from the sign-in popup and lands home signed in', async ({
  page,
}) => {
  const email = newEmail();
  await open(page, '/?sign-in=true');
  await page.getByTestId('sign-in-form').getByRole('button', { name: 'Continue with Dev ID' }).click();
  await signInAtDevProvider(page, 'Ada Lovelace', email);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('profile-link')).toBeVisible();
  await open(page, '/profile/info');
  // The provider vouched for the e-mail, so the new account has it confirmed.
  await expect(page.getByTestId('profile-info')).toContainText(/NameAda.*Confirmed/);
});

test('a player who started in German comes back to the German home page', async ({ page }) => {
  await open(page, '/de?sign-up=true');
  await page.getByTestId('sign-up-form').getByRole('button', { name: 'Weiter mit Dev ID' }).click();
  await signInAtDevProvider(page, 'Lena', newEmail());

  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByTestId('profile-link')).toBeVisible();
});

test('cancelling at the provider explains what happened and offers to sign in', async ({ page }) => {
  await open(page, '/?sign-in=true');
  await page.getByTestId('sign-in-form').getByRole('button', { name: 'Continue with Dev ID' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The sign-in was cancelled.');
  await expect(page.getByTestId('preloader')).toBeHidden();
  await alert.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
});

test('a signed-in player connects the development provider in settings, signs in with it, and unlinks it', async ({
  page,
  browser,
}) => {
  await open(page, '/');
  const playerEmail = await signUpByApi(page);
  await open(page, '/profile/settings/account');
  const row = page.locator('[data-testid="social-connection"][data-provider="dev"]');
  await expect(row).toContainText('Not connected');

  const email = newEmail();
  await row.getByRole('button', { name: 'Connect' }).click();
  await signInAtDevProvider(page, 'Grace Hopper', email);
  await expect(page).toHaveURL(/\/profile\/settings\/account$/);
  await expect(page.getByText('Dev ID connected')).toBeVisible();
  await expect(row).toContainText('Grace Hopper');

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await open(otherPage, '/?sign-in=true');
  await otherPage.getByTestId('sign-in-form').getByRole('button', { name: 'Continue with Dev ID' }).click();
  await signInAtDevProvider(otherPage, 'Grace Hopper', email);
  await expect(otherPage.getByTestId('profile-link')).toBeVisible();
  await open(otherPage, '/profile/info');
  // The same player: named after the address they registered with, not the provider's.
  await expect(otherPage.getByTestId('profile-info')).toContainText(`Name${playerEmail.split('@')[0]}`);
  await other.close();

  await row.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Dev ID disconnected')).toBeVisible();
  await expect(row).toContainText('Not connected');
});

test('a player who signed up through the provider sets a password, disconnects the provider and signs in by e-mail', async ({
  page,
  browser,
}) => {
  const email = newEmail();
  await open(page, '/?sign-up=true');
  await page.getByTestId('sign-up-form').getByRole('button', { name: 'Continue with Dev ID' }).click();
  await signInAtDevProvider(page, 'Ada Lovelace', email);
  await expect(page.getByTestId('profile-link')).toBeVisible();

  await open(page, '/profile/settings/account');
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Set a password' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Set a password' })).toBeVisible();
  const form = page.getByTestId('change-password-form');
  // No current password to confirm with: a code sent to the player's own e-mail proves it is them.
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send me a code' }).click();
  await expect(form.getByText('We sent a code to your e-mail.')).toBeVisible();
  const mail = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const [message] = (await mail.json()).data as { body: string }[];
  await form.getByLabel('Confirmation code').fill(/\b(\d{6})\b/.exec(message!.body)![1]!);
  await form.getByLabel('New password', { exact: true }).fill('my first password');
  await form.getByLabel('Repeat new password').fill('my first password');
  await form.getByRole('button', { name: 'Set a password' }).click();
  await expect(page.getByText('Password set', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();

  const row = page.locator('[data-testid="social-connection"][data-provider="dev"]');
  await row.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Dev ID disconnected')).toBeVisible();
  await expect(row).toContainText('Not connected');

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await open(otherPage, '/?sign-in=true');
  const signIn = otherPage.getByTestId('sign-in-form');
  await signIn.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill('my first password');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(otherPage.getByTestId('profile-link')).toBeVisible();
  await other.close();
});
