import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

async function sendMessage(page: Page, player: string, title: string, body = '') {
  const response = await page.request.post('/api/admin/notification/messages', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player, title, body },
  });
  expect(response.status()).toBe(201);
}

test('a message sent from the server appears in the open page’s bell without reload', async ({ page, baseURL }) => {
  const { email } = await signedInPlayer(page, baseURL!);
  await open(page, '/');
  await expect(page.locator('html[data-push="live"]')).toHaveCount(1);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  await sendMessage(page, email, 'Your free spins are ready', '20 free spins on Book of Gold');
  await expect(page.getByTestId('notification-unread')).toHaveText('1');
  await expect(page.getByText('Your free spins are ready').first()).toBeVisible();

  await bell.click();
  const popover = page.getByTestId('notification-popover');
  await expect(popover.getByTestId('notification-message')).toHaveCount(1);
  await popover.getByRole('button', { name: /Your free spins are ready/ }).click();
  await expect(page.getByTestId('notification-unread')).toHaveCount(0);
  await expect(popover.getByTestId('notification-message')).toHaveAttribute('data-state', 'read');
});

test('the popover keeps the latest three and the full list marks several read and deletes', async ({
  page,
  baseURL,
}) => {
  const { email } = await signedInPlayer(page, baseURL!);
  for (let i = 1; i <= 4; i++) await sendMessage(page, email, `Message ${i}`);
  await open(page, '/');
  await expect(page.getByTestId('notification-unread')).toHaveText('4');
  await page.getByTestId('notification-bell').click();
  const popover = page.getByTestId('notification-popover');
  await expect(popover.getByTestId('notification-message')).toHaveText([/Message 4/, /Message 3/, /Message 2/]);

  await popover.getByRole('button', { name: 'All messages' }).click();
  const sheet = page.getByTestId('messages-sheet');
  await expect(sheet.getByTestId('notification-message')).toHaveCount(4);
  await sheet.getByRole('checkbox', { name: 'Select “Message 1”' }).check();
  await sheet.getByRole('checkbox', { name: 'Select “Message 2”' }).check();
  await sheet.getByRole('button', { name: 'Mark read', exact: true }).click();
  await expect(page.getByTestId('notification-unread')).toHaveText('2');
  // The count can follow the push before the request settles and clears the selection: wait for that.
  await expect(sheet.getByRole('checkbox', { name: 'Select “Message 1”' })).not.toBeChecked();
  await sheet.getByRole('checkbox', { name: 'Select “Message 1”' }).check();
  await sheet.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(sheet.getByTestId('notification-message')).toHaveCount(3);
  await sheet.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-unread')).toHaveCount(0);
});

test('the contact form checks its fields and sends the message', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByLabel('E-mail').fill('grace@example.com');
  await form.getByLabel('Subject').fill('Bonus question');
  await form.getByLabel('Message').fill('How do I claim the welcome bonus?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
});
