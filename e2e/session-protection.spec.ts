import { expect, test } from '@playwright/test';
import { open, signedInPlayer } from './support';

test('the reality check comes every chosen interval, and the session time limit signs the tab out with a notice', async ({
  page,
  baseURL,
}) => {
  // The page's timers run on a clock the test moves, so minutes pass in an instant.
  await page.clock.install();
  await signedInPlayer(page, baseURL!);
  await open(page, '/profile/limits');
  const section = page.getByTestId('session-section');
  await section.getByTestId('reality-check-choice').getByRole('radio', { name: '15 min' }).click();
  await section.getByTestId('session-limit-choice').getByRole('radio', { name: '30 min' }).click();
  await section.getByTestId('session-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByTestId('session-timer').first()).toHaveAttribute('title', /Signed in for \d+:\d\d/);

  await page.clock.fastForward('15:00');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been playing for 0 h 15 min.');
  await expect(check).toContainText('You have not placed a bet since you signed in.');
  await check.getByTestId('reality-continue').click();
  await expect(check).toBeHidden();

  // A reload counts from the session's start, not from the reload.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // The session's settings are loaded again (the clock shows them) before time moves on; the
  // page's parts for signed-in players load on demand, on timers the test's clock drives.
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(page.getByTestId('session-timer').first()).toHaveAttribute('title', /Signed in for \d+:\d\d/, {
      timeout: 500,
    });
  }).toPass();
  await page.clock.fastForward('15:00');
  await expect(page.getByTestId('session-ended')).toBeVisible();
  await expect(page.getByTestId('session-ended')).toContainText('You reached the session time limit you set');
  // Signed out: the header offers to sign in again (the notice over it hides it from the role tree).
  // Signing out reloads the page's data as a guest's: seconds on a loaded two-core machine.
  await expect(page.getByTestId('user-navigation').getByText('Sign in', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
});

test('the first deposit suggests a deposit limit, opens the add-limit popup, and stays dismissed', async ({
  page,
  baseURL,
}) => {
  await signedInPlayer(page, baseURL!);
  await open(page, '/?wallet=deposit');
  const prompt = page.getByTestId('first-deposit-prompt');
  await expect(prompt).toContainText('Set a deposit limit first?');
  await prompt.getByTestId('first-deposit-set-limit').click();
  await expect(page.getByTestId('add-limit-form')).toBeVisible();
  await expect(page).toHaveURL(/add-limit=3/);

  await open(page, '/?wallet=deposit');
  await page.getByTestId('first-deposit-dismiss').click();
  await expect(prompt).toBeHidden();
  await open(page, '/?wallet=deposit');
  await expect(page.getByTestId('payment-methods')).toBeVisible();
  await expect(prompt).toBeHidden();
});
