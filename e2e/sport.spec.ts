import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

const operator = { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` };

async function fundedPlayer(page: Page, baseURL: string) {
  const player = await signedInPlayer(page, baseURL);
  const adjusted = await page.request.post('/api/admin/wallet/adjustments', {
    headers: operator,
    data: { player: player.email, currency: 'EUR', amount: 10_000, reason: 'e2e sport funds' },
  });
  expect(adjusted.status()).toBe(200);
  return player;
}

/** The simulated feed is pulled once the server listens: wait until its events are served. */
async function liveEvent(page: Page) {
  await expect
    .poll(async () => (await (await page.request.get('/api/game/sport/events/live?limit=7')).json()).data.length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const { data } = await (await page.request.get('/api/game/sport/events/live?limit=7')).json();
  return data[0] as { id: string; name: string };
}

test.describe('sportsbook', () => {
  test.beforeEach(async ({ page }) => {
    await page.context().addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
    await liveEvent(page);
  });

  test('places a pre-match single and a combo through the bet slip', async ({ page, baseURL }) => {
    await fundedPlayer(page, baseURL!);
    await open(page, '/sport');
    const rows = page.getByTestId('event-row');
    await expect(rows.first()).toBeVisible();
    // The list's last events start latest: still pre-match while the test runs. Races and other
    // outrights show a link to their market instead of odds, so only rows with odds are taken.
    const priced = rows.filter({ has: page.getByTestId('odds-button') });
    await priced.last().getByTestId('odds-button').first().click();
    const slip = page.getByTestId('bet-slip').first();
    await expect(slip.getByTestId('slip-pick')).toHaveCount(1);
    await slip.getByTestId('slip-stake').fill('2');
    await slip.getByTestId('place-bet').click();
    await expect(slip.getByText('Bet placed. Good luck!')).toBeVisible();

    await priced.last().getByTestId('odds-button').first().click();
    await priced.nth(-2).getByTestId('odds-button').first().click();
    await expect(slip.getByTestId('slip-pick')).toHaveCount(2);
    await expect(slip.getByRole('radio', { name: 'Combo' })).toHaveAttribute('aria-checked', 'true');
    await slip.getByTestId('place-bet').click();
    await expect(slip.getByText('Bet placed. Good luck!')).toBeVisible();

    await open(page, '/sport/betHistory');
    await expect(page.getByTestId('bet-card')).toHaveCount(2);
  });

  test('cashes out an open bet from my bets', async ({ page, baseURL }) => {
    const { accessToken } = await fundedPlayer(page, baseURL!);
    const { data } = await (await page.request.get('/api/game/sport/events?live=false&limit=20')).json();
    const event = (
      data as { id: string; markets: { key: string; status: string; outcomes: { id: string; odds: number }[] }[] }[]
    ).find((e) => e.markets[0]?.status === 'active')!;
    const market = event.markets[0]!;
    const placed = await page.request.post('/api/game/sport/bets', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        requestId: crypto.randomUUID(),
        kind: 'single',
        stake: '500',
        acceptance: 'any',
        selections: [
          {
            eventId: event.id,
            marketKey: market.key,
            outcomeId: market.outcomes[0]!.id,
            odds: market.outcomes[0]!.odds,
          },
        ],
      },
    });
    expect(placed.status()).toBe(201);
    await open(page, '/sport/betHistory');
    await page.getByTestId('cashout').click();
    await page.getByRole('radio', { name: 'Settled' }).click();
    await expect(page.getByTestId('bet-card').first().getByText('Cashed out')).toBeVisible();
  });

  test('opens an event by its id and rebuilds its address; the live carousel leads to the event', async ({ page }) => {
    const event = await liveEvent(page);
    await open(page, `/sport/event/${event.id}`);
    await expect(page).toHaveURL(new RegExp(`/sport/[a-z0-9-]+/[a-z0-9-]+/[a-z0-9-]+/${event.id}-`));
    await expect(page.getByTestId('scoreboard')).toBeVisible();
    await expect(page.getByTestId('market-group').first()).toBeVisible();

    await open(page, '/sport');
    const odd = page.getByTestId('live-carousel').getByTestId('live-odd').and(page.locator(':enabled')).first();
    await odd.click();
    await expect(page.getByTestId('scoreboard')).toBeVisible();
  });

  test('opens an e-sports event, whose address goes through the e-sports page', async ({ page }) => {
    const { data } = await (await page.request.get('/api/game/sport/events?sportId=145&limit=1')).json();
    expect(data.length).toBe(1);
    await open(page, `/sport/event/${data[0].id}`);
    await expect(page).toHaveURL(new RegExp(`/sport/esports/[a-z0-9-]+/[a-z0-9-]+/${data[0].id}-`));
    await expect(page.getByTestId('scoreboard')).toBeVisible();
  });

  test('the home page carries the live and top events carousels, which lead to their events', async ({ page }) => {
    await open(page, '/');
    // They load as they come near the viewport, at the foot of the page.
    await page.getByTestId('home-sport-slot').evaluate((slot) => slot.scrollIntoView());
    const top = page.getByTestId('top-carousel');
    await expect(top).toBeVisible();
    await expect(page.getByTestId('home-sport').getByTestId('live-carousel')).toBeVisible();
    await top.getByTestId('live-odd').and(page.locator(':enabled')).first().click();
    // The first client navigation to the sportsbook fetches its route and looks the event up
    // before it redirects: seconds on a loaded two-core machine.
    await expect(page.getByTestId('scoreboard')).toBeVisible({ timeout: 15_000 });
  });

  test('lists virtual rounds on a page of their own, counting down to each start, and takes a bet on one', async ({
    page,
    baseURL,
  }) => {
    await fundedPlayer(page, baseURL!);
    await open(page, '/sport');
    await page.getByRole('link', { name: 'Virtual', exact: true }).click();
    await expect(page).toHaveURL(/\/sport\/virtual$/);
    const virtual = page.getByTestId('virtual-rounds');
    const rounds = virtual.getByTestId('event-row');
    await expect(rounds.first()).toBeVisible();
    await expect(virtual.getByText(/^in \d+:\d\d$/).first()).toBeVisible();

    // The last round starts about half an hour from now: still open for bets while the test runs.
    const priced = rounds.filter({ has: page.getByTestId('odds-button') });
    await priced.last().getByTestId('odds-button').first().click();
    const slip = page.getByTestId('bet-slip').first();
    await slip.getByTestId('slip-stake').fill('2');
    await slip.getByTestId('place-bet').click();
    await expect(slip.getByText('Bet placed. Good luck!')).toBeVisible();

    await priced.last().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/sport\/virtual\/virtual-[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+\/\d+-/);
    await expect(page.getByTestId('scoreboard')).toBeVisible();
  });

  test('a guest’s sportsbook asks for nothing it is refused', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await open(page, '/sport');
    await expect(page.getByTestId('bet-slip').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('falls back to /sport for an event that does not exist', async ({ page }) => {
    await open(page, '/sport?eventId=999999999');
    await expect(page).toHaveURL(/\/sport$/);
  });

  test('shows the bet slip as a bottom sheet on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/sport/live');
    await page.getByTestId('odds-button').and(page.locator(':enabled')).first().click();
    await page.getByTestId('mobile-slip-button').click();
    await expect(page.getByTestId('bet-slip').last()).toBeVisible();
    await expect(page.getByTestId('bet-slip').last().getByTestId('slip-pick')).toHaveCount(1);
  });
});
