import { expect, test, type Page } from '@playwright/test';

const CRASH = '/providers/originals/play/crash';

/** Waits for the countdown of a round (the bet button offers a bet) and bets with play money. */
async function betInCountdown(page: Page) {
  const button = page.getByTestId('crash-button');
  await expect(button).toHaveAttribute('data-action', 'bet', { timeout: 120_000 });
  await page.getByTestId('bet-amount').fill('10');
  await button.click();
  await expect(page.getByTestId('crash-notice')).toContainText('Your bet is in', { timeout: 10_000 });
}

test('two players join one Crash round; one cashes out and wins, the other rides it to the crash', async ({
  browser,
}) => {
  // Rounds fly as long as their crash point says (a 20× round is 50 s): leave room for a few.
  test.setTimeout(480_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [cashing, riding] = await Promise.all(contexts.map((context) => context.newPage()));
  await Promise.all([cashing!.goto(CRASH), riding!.goto(CRASH)]);
  for (const page of [cashing!, riding!]) await expect(page.getByTestId('balance')).toHaveText('€1,000.00');

  // A round can crash before anyone could click (1.00× is 1 % of rounds): try the next one then.
  for (let attempt = 0; attempt < 6; attempt++) {
    await betInCountdown(cashing!);
    await betInCountdown(riding!);
    // Both bets are in the same round: each page lists the other's bet too.
    for (const page of [cashing!, riding!]) {
      await expect(page.getByTestId('crash-players').locator('tbody tr')).toHaveCount(2, { timeout: 10_000 });
    }
    const cashOut = cashing!.getByTestId('crash-button');
    // Cash out as soon as the round takes off (a round crashing at 1.00× never offers it).
    const flying = await expect(cashOut)
      .toHaveAttribute('data-action', 'cashout', { timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (flying) await cashOut.click();
    const notice = cashing!.getByTestId('crash-notice');
    await expect(notice).toContainText(/Cashed out at|Crashed at|Too late/, { timeout: 120_000 });
    if (!/Cashed out at/.test((await notice.textContent()) ?? '')) continue;

    await expect(riding!.getByTestId('crash-notice')).toContainText('Crashed at', { timeout: 180_000 });
    await expect(riding!.getByTestId('crash-phase')).toHaveText('Crashed');
    await expect(cashing!.getByTestId('crash-players').locator('tr.win')).toHaveCount(1);
    const won = Number((await cashing!.getByTestId('balance').textContent())!.replace(/[^\d.]/g, ''));
    const lost = Number((await riding!.getByTestId('balance').textContent())!.replace(/[^\d.]/g, ''));
    expect(won).toBeGreaterThan(lost);
    // The crashed round verifies in the browser against its chain.
    await riding!.getByTestId('open-fairness').click();
    await riding!.getByTestId('crash-verify').first().click();
    await expect(riding!.getByTestId('crash-fairness')).toContainText('in the chain');
    await Promise.all(contexts.map((context) => context.close()));
    return;
  }
  throw new Error('no round flew long enough to cash out in six tries');
});

test('Crash, HiLo and Blackjack open in demo, in English and right to left in Arabic', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const ready = { crash: 'crash-button', hilo: 'bet-button', blackjack: 'bj-deal' };
  for (const [game, testId] of Object.entries(ready)) {
    await page.goto(`/providers/originals/play/${game}`);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('€1,000.00');
  }
  await page.goto('/providers/originals/play/blackjack?locale=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('bj-deal')).toHaveText('وزّع');
  await page.getByTestId('bj-deal').click();
  await expect(page.getByTestId('bj-hand')).toHaveCount(1);
  await expect(page.getByTestId('bj-dealer').locator('.pcard')).toHaveCount(2);
  expect(errors).toEqual([]);
});
