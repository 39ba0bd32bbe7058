import { expect, test, type Page } from '@playwright/test';
import { E2E_OPERATOR_API_KEY } from '../playwright.config';
import { open, signedInPlayer } from './support';

interface Tile {
  identity: string;
  name: string;
  hasDemo: boolean;
}

/** A game of the catalogue the studio serves: the first slot (with a demo when asked). */
async function aSlot(page: Page, withDemo = false): Promise<Tile> {
  const response = await page.request.get('/api/game/games?kind=slot&perPage=100');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Tile[] };
  const game = data.find((g) => !withDemo || g.hasDemo);
  expect(game, 'the studio lists a slot').toBeDefined();
  return game!;
}

/** Plays rounds inside the game frame until the header balance moves away from `before`. */
async function spinUntilBalanceMoves(page: Page, before: string) {
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('spin')).toBeEnabled({ timeout: 20_000 });
  await frame.getByTestId('spin').click();
  await expect(page.getByTestId('balance')).not.toHaveText(before, { timeout: 20_000 });
}

test('a guest confirms demo play and the game runs in its frame', async ({ page }) => {
  const game = await aSlot(page, true);
  await open(page, `/game/${game.identity}`);
  await expect(page.getByTestId('demo-game')).toBeVisible();
  await page.getByTestId('confirm-demo').click();
  await expect(page).toHaveURL(/mode=demo/);
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('data-demo', 'true');
  await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('spin')).toBeVisible({ timeout: 20_000 });
});

test('a player with money plays a slot for real: the header balance and the bets history follow live', async ({
  page,
  baseURL,
}) => {
  const { email } = await signedInPlayer(page, baseURL!);
  const adjusted = await page.request.post('/api/admin/wallet/adjustments', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { player: email, currency: 'EUR', amount: 5_000, reason: 'e2e casino' },
  });
  expect(adjusted.status()).toBe(200);
  const game = await aSlot(page);
  await open(page, `/game/${game.identity}`);
  await expect(page.locator('html[data-push="live"]')).toHaveCount(1);
  await expect(page.getByTestId('balance')).toHaveText('€50.00');
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-demo', 'false');
  await spinUntilBalanceMoves(page, '€50.00');

  await open(page, '/wallet/history?tab=bets');
  await expect(page.getByTestId('bets-row').filter({ hasText: game.name }).first()).toBeVisible();
});

test("a tile's Play and Demo come with the pointer, and after its name for the keyboard", async ({ page }) => {
  const game = await aSlot(page, true);
  await open(page, '/games');
  const tile = page.getByTestId('game-tile').filter({ hasText: game.name }).first();
  await expect(tile.getByTestId('tile-play')).toHaveCount(0);

  await tile.hover();
  await expect(tile.getByTestId('tile-play')).toBeVisible();
  await expect(tile.getByTestId('tile-demo')).toBeVisible();

  await page.mouse.move(0, 0);
  await open(page, '/games');
  await expect(tile.getByTestId('tile-play')).toHaveCount(0);
  await tile.getByRole('link', { name: game.name, exact: true }).first().focus();
  await page.keyboard.press('Tab');
  await expect(tile.getByTestId('tile-play')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tile.getByTestId('tile-demo')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/game/${game.identity}\\?mode=demo`));
});

test('favourites and recently played survive a reload', async ({ page, baseURL }) => {
  await signedInPlayer(page, baseURL!);
  const game = await aSlot(page);
  await open(page, `/game/${game.identity}`);
  await page.getByTestId('game-favorite').click();
  await expect(page.getByTestId('game-favorite')).toHaveAttribute('aria-pressed', 'true');

  await open(page, '/favorites');
  await expect(page.getByTestId('game-tile').filter({ hasText: game.name })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('game-tile').filter({ hasText: game.name })).toBeVisible();

  await open(page, '/recently-played');
  await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-game', game.identity);
  await page.reload();
  await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-game', game.identity);
});

test('the / key opens global search and Enter opens the game found', async ({ page }) => {
  const game = await aSlot(page);
  await open(page, '/games');
  await page.keyboard.press('/');
  const input = page.getByTestId('global-search-input');
  await expect(input).toBeFocused();
  await input.fill(game.name);
  const first = page.getByTestId('search-result').first();
  await expect(first).toContainText(game.name, { timeout: 10_000 });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/game/${game.identity}`));
  // A guest's game page opens under the demo prompt, which hides the page from the accessibility tree.
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(game.name);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("home's feeds at its foot load when scrolled to, and no form's messages load before a form is checked", async ({
    page,
  }) => {
    const asked = new Set<string>();
    page.on('request', (request) => asked.add(new URL(request.url()).pathname));
    const deferred = ['/api/game/latest-bets', '/api/game/spins/winners', '/api/game/sport/events/live'];
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    expect(deferred.filter((path) => asked.has(path))).toEqual([]);
    expect(asked.has('/api/content/query')).toBe(false);

    const feeds = page.waitForRequest((request) => request.url().includes('/api/game/latest-bets'));
    await page.getByTestId('live-feeds').evaluate((frame) => frame.scrollIntoView());
    await feeds;
    const sport = page.waitForRequest((request) => request.url().includes('/api/game/sport/events/live'));
    await page.getByTestId('home-sport-slot').evaluate((slot) => slot.scrollIntoView());
    await sport;
    await expect(page.getByTestId('home-sport')).toBeVisible();
  });

  test('home fetches the art of its first screen only: tiles below it or beside it wait until they come near', async ({
    page,
  }) => {
    const art = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') art.add(new URL(request.url()).pathname);
    });
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    // A game can stand in several rows: only art that no tile on the first screen shows tells.
    const offScreen = await page.getByTestId('game-tile').evaluateAll((tiles) => {
      const art = (tile: Element) => new URL(tile.querySelector('img')!.src).pathname;
      const away = (tile: Element) => {
        const box = tile.getBoundingClientRect();
        return box.top >= innerHeight || box.left >= innerWidth || box.right <= 0;
      };
      const seen = new Set(tiles.filter((tile) => !away(tile)).map(art));
      return tiles
        .filter(away)
        .map(art)
        .filter((path) => !seen.has(path));
    });
    expect(offScreen.length).toBeGreaterThan(0);
    expect(offScreen.filter((path) => art.has(path))).toEqual([]);

    // Near the viewport, the same art loads and is drawn.
    const row = page.getByTestId('home-row-slots');
    await row.scrollIntoViewIfNeeded();
    const first = row.getByTestId('game-tile').first().locator('img');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("the slider's other slides fetch their art after the page has loaded", async ({ page }) => {
    const times = new Map<string, number>();
    page.on('request', (request) => times.set(new URL(request.url()).pathname, Date.now()));
    let loadedAt = Infinity;
    page.on('load', () => (loadedAt = Date.now()));
    await open(page, '/');
    const slides = page.getByTestId('home-slider').locator('img');
    await expect.poll(() => slides.count()).toBeGreaterThan(1);
    const paths = await slides.evaluateAll((images) =>
      images.map((img) => new URL((img as HTMLImageElement).src).pathname),
    );
    await expect.poll(() => paths.slice(1).every((path) => times.has(path))).toBe(true);
    for (const path of paths.slice(1)) expect(times.get(path)).toBeGreaterThanOrEqual(loadedAt);
  });

  test('the game opens full screen over the page and closes back to it', async ({ page }) => {
    const game = await aSlot(page, true);
    await open(page, `/game/${game.identity}`);
    await page.getByTestId('phone-demo').click();
    const layer = page.getByTestId('mobile-game');
    await expect(layer).toBeVisible();
    const box = await layer.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBeGreaterThanOrEqual(800);
    await expect(layer.getByTestId('game-frame')).toBeVisible();
    await page.getByTestId('close-mobile-game').click();
    await expect(layer).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/game/${game.identity}`));
  });
});

test('an unknown game is the 404 page with a 404 status', async ({ page }) => {
  const response = await open(page, '/game/no-such-game');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Something went wrong')).toBeVisible();
});
