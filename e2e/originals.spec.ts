import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

/** A signed-in player holding €50.00 of real money. */
async function playerWithMoney(page: Page, baseURL: string) {
  const player = await signedInPlayer(page, baseURL);
  const adjusted = await page.request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player: player.email, currency: 'EUR', amount: 5_000, reason: 'e2e originals' },
  });
  expect(adjusted.status()).toBe(200);
  return player;
}

async function openOriginal(page: Page, game: string): Promise<FrameLocator> {
  await open(page, `/game/originals-${game}`);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-demo', 'false');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('balance')).toHaveText('€50.00', { timeout: 20_000 });
  return frame;
}

test('a player plays Dice for real money, rotates the seeds and verifies the bet on the verifier page', async ({
  page,
  baseURL,
}) => {
  await playerWithMoney(page, baseURL!);
  const frame = await openOriginal(page, 'dice');
  await frame.getByTestId('bet-amount').fill('2.00');
  await frame.getByTestId('bet-button').click();
  await expect(frame.getByTestId('dice-roll')).toBeVisible();
  await expect(frame.getByTestId('balance')).not.toHaveText('€50.00');

  await frame.getByTestId('open-fairness').click();
  const dialog = frame.getByTestId('fairness');
  const hashBefore = await dialog.getByTestId('server-seed-hash').textContent();
  await expect(dialog.getByTestId('nonce')).toHaveText('1');
  await dialog.getByTestId('client-seed').fill('e2e-lucky-seed');
  await dialog.getByTestId('rotate-seeds').click();
  await expect(dialog.getByTestId('previous-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(dialog.getByTestId('nonce')).toHaveText('0');
  await expect(dialog.getByTestId('server-seed-hash')).not.toHaveText(hashBefore!);

  const href = await dialog.getByTestId('verify-link').first().getAttribute('href');
  expect(href).toContain('/provably-fair?game=dice');
  await open(page, new URL(href!).pathname + new URL(href!).search);
  await expect(page.getByTestId('verifier-hash')).toHaveText('The server seed matches the hash shown before play.');
  await expect(page.getByTestId('verifier-outcome')).toHaveText(/^Roll: \d{1,3}\.\d{2}$/);
  await expect(page.getByTestId('verifier-multiplier')).toHaveText(/Payout multiplier: (0\.0000|2\.0002)×/);

  await open(page, '/wallet/history?tab=bets');
  await expect(page.getByTestId('bets-row').filter({ hasText: 'Dice' }).first()).toBeVisible();
});

test('a player plays Mines for real money: the round survives a reload and cashes out', async ({ page, baseURL }) => {
  await playerWithMoney(page, baseURL!);
  let frame = await openOriginal(page, 'mines');
  await frame.getByTestId('mines-count').selectOption('1');
  await frame.getByTestId('bet-amount').fill('5.00');
  await frame.getByTestId('bet-button').click();
  await expect(frame.getByTestId('bet-button')).toHaveText('Cash out');
  await expect(frame.getByTestId('balance')).toHaveText('€45.00');

  // The round is kept by the server: a reload brings it back.
  await page.reload();
  frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('bet-button')).toHaveText('Cash out', { timeout: 20_000 });

  await frame.getByTestId('tile-12').click();
  const gem = frame.locator('[data-testid="tile-12"].gem');
  const boom = frame.locator('[data-testid="tile-12"].boom');
  await expect(gem.or(boom)).toBeVisible();
  if (await gem.isVisible()) {
    await expect(frame.getByTestId('mines-multiplier')).toHaveText('1.03×');
    await frame.getByTestId('bet-button').click();
    await expect(frame.getByTestId('balance')).toHaveText('€50.15');
  } else {
    await expect(frame.getByTestId('balance')).toHaveText('€45.00');
  }
  await expect(frame.getByTestId('bet-button')).toHaveText('Bet');
});

test('every original opens in demo, in English and right to left in Arabic', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const game of ['dice', 'limbo', 'mines', 'plinko', 'keno', 'roulette']) {
    await page.goto(`/providers/originals/play/${game}`);
    await expect(page.getByTestId('bet-button')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('€1,000.00');
  }
  await page.goto('/providers/originals/play/keno?locale=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('bet-button')).toHaveText('راهن');
  expect(errors).toEqual([]);
});
