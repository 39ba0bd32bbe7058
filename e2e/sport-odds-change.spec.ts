import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

// The simulator's test hook (SPORT_FEED_SIM_TEST_HOOKS): the spec publishes a live match of its
// own and moves its price between the pick and the bet, so nothing else touches it. (A price
// that moves during the live delay itself is covered by the API tests of platform/sport.)
const FEED = '/providers/sport-feed-sim/test/messages';

interface Side {
  id: number;
  name: string;
}

async function publish(request: APIRequestContext, message: Record<string, unknown>) {
  const response = await request.post(FEED, { data: message });
  expect(response.status()).toBe(201);
}

/** A 1X2 price change on the match, in play at 0:0. */
async function priceChange(request: APIRequestContext, eventId: number, sides: Side[], odds: [number, number, number]) {
  await publish(request, {
    type: 'odds_change',
    eventId,
    status: { phase: 'live', period: '1st_half', clockSeconds: 600, score: [0, 0], periodScores: [[0, 0]] },
    markets: [
      {
        marketId: 1,
        specifiers: {},
        name: '1x2',
        status: 'active',
        outcomes: [
          { id: '1', name: sides[0]!.name, odds: odds[0], active: true },
          { id: 'X', name: 'Draw', odds: odds[1], active: true },
          { id: '2', name: sides[1]!.name, odds: odds[2], active: true },
        ],
      },
    ],
  });
}

/** A soccer match in play that only this test prices, in a championship the feed already has. */
async function ownLiveMatch(request: APIRequestContext, home: number) {
  await expect
    .poll(async () => (await (await request.get('/api/game/sport/events?sportId=66&limit=1')).json()).data.length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const { data } = await (await request.get('/api/game/sport/events?sportId=66&limit=1')).json();
  const { championship } = data[0] as {
    championship: { id: number; name: string; category: { id: number; name: string; sport: object } };
  };
  const eventId = 2 ** 39 + Math.floor(Math.random() * 2 ** 30);
  const sides = [
    { id: 990_001, name: 'Odds Home' },
    { id: 990_002, name: 'Odds Away' },
  ];
  await publish(request, {
    type: 'fixture',
    eventId,
    fixture: {
      eventId,
      sport: championship.category.sport,
      category: { id: championship.category.id, name: championship.category.name },
      championship: { id: championship.id, name: championship.name },
      competitors: sides,
      startTime: new Date(Date.now() - 10 * 60_000).toISOString(),
      liveOdds: true,
    },
  });
  await priceChange(request, eventId, sides, [home, 3400, 3900]);
  await expect
    .poll(async () => (await request.get(`/api/game/sport/event/${eventId}`)).status(), { timeout: 15_000 })
    .toBe(200);
  return { eventId, sides };
}

async function fundedPlayer(page: Page, baseURL: string) {
  const player = await signedInPlayer(page, baseURL);
  const adjusted = await page.request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player: player.email, currency: 'EUR', amount: 10_000, reason: 'e2e sport funds' },
  });
  expect(adjusted.status()).toBe(200);
  return player;
}

/**
 * Picks the home win at 2.00 on the match's page, then the price rises to 2.50 before the bet
 * is placed: the slip still asks for 2.00, under this odds-change acceptance.
 */
async function betThroughRise(page: Page, acceptance: 'none' | 'higher') {
  const { eventId, sides } = await ownLiveMatch(page.request, 2000);
  await open(page, `/sport/event/${eventId}`);
  const home = page.getByTestId('event-view').getByTestId('odds-button').and(page.locator('[data-outcome="1"]'));
  const slip = page.getByTestId('bet-slip').first();
  // The slip restores its saved picks once it has loaded: a pick made before then is redone.
  await expect(async () => {
    if ((await slip.getByTestId('slip-pick').count()) === 0) await home.click();
    await expect(slip.getByTestId('slip-pick')).toContainText('2.00', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await priceChange(page.request, eventId, sides, [2500, 3200, 3700]);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/game/sport/event/${eventId}`)).json()) as {
            markets: { outcomes: { odds: number }[] }[];
          }
        ).markets[0]!.outcomes[0]!.odds,
      { timeout: 30_000 },
    )
    .toBe(2500);
  await slip.getByTestId('slip-stake').fill('2');
  await slip.getByTestId('slip-acceptance').selectOption(acceptance);
  await slip.getByTestId('place-bet').click();
  return slip;
}

async function bets(request: APIRequestContext, accessToken: string, settled: boolean) {
  const answer = await request.get(`/api/game/sport/bets?isSettled=${settled}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return ((await answer.json()) as { data: { status: string; legs: { odds: number }[] }[] }).data;
}

test.describe('live bets through a price change', () => {
  // A live bet waits out its delay (8 s for soccer) and the feed pulls around it.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.context().addInitScript(() => localStorage.setItem('cookie-consent', 'all'));
  });

  test('accepting higher odds, a bet asked at 2.00 after a rise to 2.50 is taken at 2.50', async ({
    page,
    baseURL,
  }) => {
    const { accessToken } = await fundedPlayer(page, baseURL!);
    const slip = await betThroughRise(page, 'higher');
    await expect(slip.getByText('Live bet received: it is confirmed in a few seconds')).toBeVisible();

    await expect
      .poll(async () => (await bets(page.request, accessToken, false))[0]?.status, { timeout: 30_000 })
      .toBe('open');
    expect((await bets(page.request, accessToken, false))[0]!.legs[0]!.odds).toBe(2500);
    await open(page, '/sport/betHistory');
    await expect(page.getByTestId('bet-card').getByText('2.50', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test('accepting no change, the same bet is refused and the slip shows the new price', async ({ page, baseURL }) => {
    const { accessToken } = await fundedPlayer(page, baseURL!);
    const slip = await betThroughRise(page, 'none');
    await expect(slip.getByText('The odds have changed: check your selections')).toBeVisible();
    await expect(slip.getByTestId('slip-pick')).toContainText('2.50');
    expect(await bets(page.request, accessToken, false)).toEqual([]);
    expect(await bets(page.request, accessToken, true)).toEqual([]);
  });
});
