import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { providerGameList } from '../../contracts/game-provider.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { TITLES, titleById } from './engine/titles.js';
import type { NovaStudioTables } from './tables.js';
import { signedInject, startStudio, type StudioUnderTest } from './test-wallet.js';

let platform: TestApp;
let db: Kysely<NovaStudioTables>;
let under: StudioUnderTest;

const SLOT = TITLES.find((title) => title.kind === 'slot')!;

beforeAll(async () => {
  platform = await createTestApp();
  db = platform.database.db as unknown as Kysely<NovaStudioTables>;
  under = await startStudio(db);
});

afterAll(async () => {
  await under?.close();
  await platform?.close();
});

beforeEach(() => {
  under.wallet.calls.length = 0;
  under.wallet.faults = {};
});

let tokens = 0;
async function realLaunch(balance = 100_000n, gameId = SLOT.id) {
  const sessionToken = `session-token-${++tokens}-0123456789`;
  under.wallet.balances.set(sessionToken, balance);
  const response = await signedInject(under.studio, 'POST', '/api/launch', {
    demo: false,
    gameId,
    sessionToken,
    playerId: `player-${tokens}`,
    currency: 'EUR',
    subunitToUnit: 100,
    locale: 'en',
    lobbyUrl: 'https://casino.example.com/games',
    platform: 2,
  });
  expect(response.statusCode).toBe(200);
  const url = response.json<{ url: string }>().url;
  return { sessionToken, launch: new URL(url, 'https://casino.example.com').searchParams.get('launch')!, url };
}

async function demoLaunch(gameId = SLOT.id, locale = 'en') {
  const response = await signedInject(under.studio, 'POST', '/api/launch', {
    demo: true,
    gameId,
    currency: 'EUR',
    subunitToUnit: 100,
    locale,
    lobbyUrl: 'https://casino.example.com/games',
    platform: 1,
  });
  return new URL(response.json<{ url: string }>().url, 'https://casino.example.com').searchParams.get('launch')!;
}

const post = (path: string, body: Record<string, unknown>) =>
  under.studio.inject({ method: 'POST', url: `/providers/nova-studio/game-api${path}`, payload: body });

const minBet = (launch: string) =>
  post('/init', { launch }).then((response) => response.json<{ minBet: string }>().minBet);

describe('provider API', () => {
  it('lists every engine title in the contract shape, art under the studio path', async () => {
    const response = await signedInject(under.studio, 'GET', '/api/games');
    expect(response.statusCode).toBe(200);
    const { games } = providerGameList.parse(response.json());
    expect(games.map((game) => game.gameId)).toEqual(TITLES.map((title) => title.id));
    for (const game of games) {
      expect(game.tileImage).toMatch(new RegExp(`^/providers/nova-studio/art/${game.gameId}/tile\\.svg\\?v=`));
      expect(game.bannerImage).toMatch(new RegExp(`^/providers/nova-studio/art/${game.gameId}/banner\\.svg\\?v=`));
    }
  });

  it('refuses a game list or launch signed with another secret, and stores no launch', async () => {
    const before = await db
      .selectFrom('nova_studio_launches')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const list = await signedInject(under.studio, 'GET', '/api/games', undefined, 'another-secret-0123456789abcdef');
    expect(list.statusCode).toBe(401);
    const launch = await signedInject(
      under.studio,
      'POST',
      '/api/launch',
      {
        demo: true,
        gameId: SLOT.id,
        currency: 'EUR',
        subunitToUnit: 100,
        locale: 'en',
        lobbyUrl: 'https://x.example/',
        platform: 2,
      },
      'another-secret-0123456789abcdef',
    );
    expect(launch.statusCode).toBe(401);
    expect(launch.json()).toEqual({ error: { code: 'INVALID_SIGNATURE', message: expect.any(String) } });
    const after = await db
      .selectFrom('nova_studio_launches')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('answers a path under the studio with an opaque launch id for a real launch', async () => {
    const { url, launch } = await realLaunch();
    expect(url).toBe(`/providers/nova-studio/play/${SLOT.id}?launch=${launch}`);
    expect(launch).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a launch of a game it does not have', async () => {
    const response = await signedInject(under.studio, 'POST', '/api/launch', {
      demo: true,
      gameId: 'no-such-game',
      currency: 'EUR',
      subunitToUnit: 100,
      locale: 'en',
      lobbyUrl: 'https://casino.example.com/',
      platform: 2,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('GAME_NOT_FOUND');
  });
});

describe('art and page', () => {
  it('serves a versioned tile as immutable SVG', async () => {
    const list = await signedInject(under.studio, 'GET', '/api/games');
    const tile = list.json<{ games: { tileImage: string }[] }>().games[0]!.tileImage;
    const response = await under.studio.inject({ method: 'GET', url: tile });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('<svg');
  });

  it('serves a versioned tile as a WebP bitmap of the width asked for', async () => {
    const list = await signedInject(under.studio, 'GET', '/api/games');
    const tile = list.json<{ games: { tileImage: string }[] }>().games[0]!.tileImage;
    // The SVG answers in the bitmap's place until it is drawn.
    let response = await under.studio.inject({ method: 'GET', url: `${tile}&w=240` });
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
    for (let attempt = 0; attempt < 200 && response.headers['content-type'] !== 'image/webp'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      response = await under.studio.inject({ method: 'GET', url: `${tile}&w=240` });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { default: sharp } = await import('sharp');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 240, height: 320 });
  });

  it('refuses a bitmap width it does not serve', async () => {
    const list = await signedInject(under.studio, 'GET', '/api/games');
    const tile = list.json<{ games: { tileImage: string }[] }>().games[0]!.tileImage;
    const response = await under.studio.inject({ method: 'GET', url: `${tile}&w=100000` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('WRONG_SYNTAX');
  });

  it('serves the game page with its own nonce policy and a bundled script', async () => {
    const launch = await demoLaunch();
    const page = await under.studio.inject({
      method: 'GET',
      url: `/providers/nova-studio/play/${SLOT.id}?launch=${launch}`,
    });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.body).toContain(`nonce="${nonce}"`);
    const script = /src="([^"]+game\.js[^"]*)"/.exec(page.body)![1]!;
    const asset = await under.studio.inject({ method: 'GET', url: script.replaceAll('&amp;', '&') });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body.length).toBeGreaterThan(1000);
  });
});

describe('game page language', () => {
  const bootOf = (html: string) =>
    JSON.parse(/<script id="boot"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as {
      locale: { code: string; intl: string; dir: string; messages: Record<string, string> };
    };

  it('speaks the launch locale: Arabic right to left, with only that locale words in the page', async () => {
    const launch = await demoLaunch(SLOT.id, 'ar');
    const page = await under.studio.inject({
      method: 'GET',
      url: `/providers/nova-studio/play/${SLOT.id}?launch=${launch}`,
    });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    const { locale } = bootOf(page.body);
    expect(locale).toMatchObject({ code: 'ar', dir: 'rtl' });
    expect(locale.messages['slot.spin']).toBe('دوران');
  });

  it('falls back from a regional code to its language, and from an unknown one to English', async () => {
    const swissGerman = await demoLaunch(SLOT.id, 'de-ch');
    const german = await under.studio.inject({
      method: 'GET',
      url: `/providers/nova-studio/play/${SLOT.id}?launch=${swissGerman}`,
    });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(bootOf(german.body).locale.messages['shell.balance']).toBe('Guthaben');
    const unknown = await under.studio.inject({
      method: 'GET',
      url: `/providers/nova-studio/play/${SLOT.id}?launch=not-a-launch`,
    });
    expect(bootOf(unknown.body).locale).toMatchObject({ code: 'en', intl: 'en-GB' });
  });

  it('describes the game and names its symbols in the launch language, in English where it has no words', async () => {
    type Boot = { game: { description: string; slot?: { symbols: { id: string; name: string }[] } } };
    const bootIn = async (gameId: string, locale: string) =>
      (await post('/init', { launch: await demoLaunch(gameId, locale) })).json<Boot>().game;
    const names = (game: Boot['game']) => Object.fromEntries(game.slot!.symbols.map((s) => [s.id, s.name]));

    const german = await bootIn('pharaohs-fortune', 'de');
    expect(german.description).toMatch(/^Skarabäen, Anchs und die goldene Maske/);
    expect(names(german)).toMatchObject({
      h1: 'Goldene Maske',
      wild: 'Pharao-Wild',
      scatter: 'Pyramiden-Scatter',
      A: 'A',
    });
    const swissTable = await bootIn('blackjack', 'de-ch');
    expect(swissTable.description).toMatch(/^Sechs Decks/);

    const english = await bootIn('pharaohs-fortune', 'en-au');
    expect(english.description).toBe(titleById('pharaohs-fortune')!.description);
    expect(names(english)).toMatchObject({ h1: 'Golden mask', wild: 'Pharaoh wild' });
    expect((await bootIn('blackjack', 'xx')).description).toBe(titleById('blackjack')!.description);
  });

  it('opens a direct demo link in the browser language', async () => {
    const response = await under.studio.inject({
      method: 'GET',
      url: `/providers/nova-studio/play/${SLOT.id}`,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    const launch = /\?launch=([\w-]{43})$/.exec(String(response.headers.location))![1]!;
    const init = await post('/init', { launch });
    expect(init.json().locale).toBe('fr-ca');
  });
});

describe('direct demo link', () => {
  it('opens a play-money demo when the game page is asked for without a launch', async () => {
    const response = await under.studio.inject({ method: 'GET', url: `/providers/nova-studio/play/${SLOT.id}` });
    expect(response.statusCode).toBe(302);
    const launch = /\?launch=([\w-]{43})$/.exec(String(response.headers.location))![1]!;
    const init = await post('/init', { launch });
    expect(init.json()).toMatchObject({ demo: true, currency: 'EUR', balance: '100000' });
  });
});

describe('slot rounds', () => {
  it('moves exactly the stake and the win through the wallet: a bet, then a win that closes the round', async () => {
    const { launch, sessionToken } = await realLaunch(100_000n);
    const init = await post('/init', { launch });
    expect(init.statusCode).toBe(200);
    expect(init.json().balance).toBe('100000');
    const stake = init.json<{ minBet: string }>().minBet;
    const response = await post('/spin', { launch, stake });
    expect(response.statusCode).toBe(200);
    const { round, balance, pending } = response.json<{
      round: { roundId: string; win: string };
      balance: string;
      pending: boolean;
    }>();
    expect(pending).toBe(false);
    const expected = 100_000n - BigInt(stake) + BigInt(round.win);
    expect(BigInt(balance)).toBe(expected);
    expect(under.wallet.balances.get(sessionToken)).toBe(expected);
    const moves = under.wallet.calls.filter((call) => call.operation !== 'balance');
    expect(moves.map((call) => [call.operation, call.body.amount, call.body.roundClosed])).toEqual([
      ['bet', stake, false],
      ['win', round.win, true],
    ]);
    expect(moves[1]!.body.referenceTransactionId).toBe(moves[0]!.body.transactionId);
    expect(moves.every((call) => call.body.roundId === round.roundId)).toBe(true);
  });

  it('retries a bet whose answer was lost with the same transaction id, applied once', async () => {
    const { launch, sessionToken } = await realLaunch(100_000n);
    const stake = await minBet(launch);
    under.wallet.faults.bet = { drop: 1 };
    const response = await post('/spin', { launch, stake });
    expect(response.statusCode).toBe(200);
    const bets = under.wallet.calls.filter((call) => call.operation === 'bet');
    expect(bets).toHaveLength(2);
    expect(bets[1]!.body.transactionId).toBe(bets[0]!.body.transactionId);
    expect(bets[1]!.body.requestId).not.toBe(bets[0]!.body.requestId);
    expect(bets.filter((call) => call.applied)).toHaveLength(1);
    const win = BigInt(response.json<{ round: { win: string } }>().round.win);
    expect(under.wallet.balances.get(sessionToken)).toBe(100_000n - BigInt(stake) + win);
  });

  it('rolls back a bet that never gets an answer, so no money stays taken', async () => {
    const { launch, sessionToken } = await realLaunch(100_000n);
    const stake = await minBet(launch);
    under.wallet.faults.bet = { drop: Infinity };
    const response = await post('/spin', { launch, stake });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('WALLET_UNAVAILABLE');
    const bet = under.wallet.calls.find((call) => call.operation === 'bet')!;
    const rollback = under.wallet.calls.find((call) => call.operation === 'rollback')!;
    expect(rollback.body).toMatchObject({
      referenceTransactionId: bet.body.transactionId,
      roundId: bet.body.roundId,
      amount: stake,
      roundClosed: true,
    });
    expect(under.wallet.balances.get(sessionToken)).toBe(100_000n);
    const round = await db
      .selectFrom('nova_studio_rounds')
      .selectAll()
      .where('id', '=', String(bet.body.roundId))
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('refused');
  });

  it('keeps an undelivered rollback pending and the sweep delivers it later', async () => {
    const { launch, sessionToken } = await realLaunch(100_000n);
    const stake = await minBet(launch);
    under.wallet.faults.bet = { drop: Infinity };
    under.wallet.faults.rollback = { down: Infinity };
    expect((await post('/spin', { launch, stake })).statusCode).toBe(503);
    expect(under.wallet.balances.get(sessionToken)).toBe(100_000n - BigInt(stake));
    under.wallet.faults = {};
    expect(await under.studio.novaStudio.settlePending(0)).toBe(1);
    expect(under.wallet.balances.get(sessionToken)).toBe(100_000n);
    expect(await under.studio.novaStudio.settlePending(0)).toBe(0);
  });

  it('leaves an undelivered win to the sweep, which pays it once with the same transaction id', async () => {
    const { launch, sessionToken } = await realLaunch(100_000n);
    const stake = await minBet(launch);
    under.wallet.faults.win = { down: Infinity };
    const response = await post('/spin', { launch, stake });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ balance: null, pending: true });
    const win = BigInt(response.json<{ round: { win: string } }>().round.win);
    under.wallet.faults = {};
    // The player plays on meanwhile: the settling round does not hold the launch.
    expect((await post('/spin', { launch, stake })).statusCode).toBe(200);
    const afterSecond = under.wallet.balances.get(sessionToken)!;
    expect(await under.studio.novaStudio.settlePending(0)).toBe(1);
    expect(under.wallet.balances.get(sessionToken)).toBe(afterSecond + win);
    const winIds = under.wallet.calls.filter((call) => call.operation === 'win').map((call) => call.body.transactionId);
    expect(new Set(winIds).size).toBe(2);
  });

  it('shows the wallet refusal and its balance when the money is not enough, and takes nothing', async () => {
    const { launch, sessionToken } = await realLaunch(1n);
    const stake = await minBet(launch);
    const response = await post('/spin', { launch, stake });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({
      code: 'WALLET_REFUSED',
      wallet: { status: 'NOT_ENOUGH_MONEY', balance: '1' },
    });
    expect(under.wallet.balances.get(sessionToken)).toBe(1n);
    expect(under.wallet.calls.filter((call) => call.operation === 'rollback')).toHaveLength(0);
  });

  it('refuses a stake off the bet levels before any wallet call', async () => {
    const { launch } = await realLaunch();
    const response = await post('/spin', { launch, stake: '1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('INVALID_STAKE');
    expect(under.wallet.calls.filter((call) => call.operation !== 'balance')).toHaveLength(0);
  });

  it('plays one round at a time per launch: racing spins are refused, never moved twice', async () => {
    const { launch, sessionToken } = await realLaunch(1_000_000n);
    const stake = await minBet(launch);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/spin', { launch, stake })));
    const played = answers.filter((answer) => answer.statusCode === 200);
    expect(played.length).toBeGreaterThan(0);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('ROUND_IN_PROGRESS');
    }
    const bets = under.wallet.calls.filter((call) => call.operation === 'bet' && call.applied);
    expect(bets).toHaveLength(played.length);
    const wins = played.reduce((sum, answer) => sum + BigInt(answer.json<{ round: { win: string } }>().round.win), 0n);
    expect(under.wallet.balances.get(sessionToken)).toBe(1_000_000n - BigInt(stake) * BigInt(played.length) + wins);
  });

  it('plays a demo with play money and never calls the wallet', async () => {
    const launch = await demoLaunch();
    const init = await post('/init', { launch });
    expect(init.json()).toMatchObject({ demo: true, balance: '100000' });
    const stake = init.json<{ minBet: string }>().minBet;
    const response = await post('/spin', { launch, stake });
    expect(response.statusCode).toBe(200);
    const { round, balance } = response.json<{ round: { win: string }; balance: string }>();
    expect(BigInt(balance)).toBe(100_000n - BigInt(stake) + BigInt(round.win));
    expect(under.wallet.calls).toHaveLength(0);
  });

  it('answers an unknown launch with LAUNCH_NOT_FOUND', async () => {
    const response = await post('/init', { launch: 'A'.repeat(43) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('LAUNCH_NOT_FOUND');
  });
});
