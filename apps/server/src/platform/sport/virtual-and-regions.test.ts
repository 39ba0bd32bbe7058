import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { fundPlayer, playerBalance } from '../game/wallet/test-helpers.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { placeSingle, TestFeed } from './test-helpers.js';

let t: TestApp;
let feed: TestFeed;
const REAL = 7001;
const REAL_LIVE = 7002;
const VIRTUAL = 7003;
const VIRTUAL_PLAYING = 7004;
const VIRTUAL_FOOTBALL = { id: 190, name: 'Virtual Football', slug: 'virtual-football', virtual: true };
const VIRTUAL_LEAGUES = { id: 19001, name: 'Virtual Leagues' };

beforeAll(async () => {
  t = await createTestApp();
  feed = new TestFeed(t.app);
  await feed.match(REAL);
  await feed.match(REAL_LIVE, { live: true });
  await feed.match(VIRTUAL, { sport: VIRTUAL_FOOTBALL, category: VIRTUAL_LEAGUES });
  await feed.match(VIRTUAL_PLAYING, { sport: VIRTUAL_FOOTBALL, category: VIRTUAL_LEAGUES, live: true });
});
afterAll(() => t.close());

const ids = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((e) => Number(e.id)).sort();
};

describe('virtual sports', () => {
  it('stay out of the overview and the live lists', async () => {
    expect(await ids('/api/game/sport/events?live=false')).toEqual([REAL]);
    expect(await ids('/api/game/sport/events')).toEqual([REAL, REAL_LIVE]);
    expect(await ids('/api/game/sport/events/live')).toEqual([REAL_LIVE]);
  });

  it('are listed when asked for, by their sport or by a search', async () => {
    expect(await ids('/api/game/sport/search?q=virtual')).toEqual([VIRTUAL, VIRTUAL_PLAYING]);
    expect(await ids('/api/game/sport/events?virtual=true')).toEqual([VIRTUAL, VIRTUAL_PLAYING]);
    expect(await ids('/api/game/sport/events?sportId=190')).toEqual([VIRTUAL, VIRTUAL_PLAYING]);
    const menu = (await t.app.inject({ url: '/api/game/sport/sports' })).json().data as {
      id: number;
      virtual: boolean;
    }[];
    expect(menu.find((s) => s.id === 190)).toMatchObject({ virtual: true });
    expect(menu.find((s) => s.id === 66)).toMatchObject({ virtual: false });
  });

  it('keep their results apart from the real ones', async () => {
    await feed.settle(VIRTUAL_PLAYING, '1');
    await feed.send({
      type: 'odds_change',
      eventId: VIRTUAL_PLAYING,
      status: { phase: 'ended', period: null, clockSeconds: 5400, score: [2, 1], periodScores: [] },
      markets: [],
    });
    expect(await ids('/api/game/sport/results')).not.toContain(VIRTUAL_PLAYING);
    expect(await ids('/api/game/sport/results?virtual=true')).toEqual([VIRTUAL_PLAYING]);
  });

  it('take bets before the round starts and pay them from the settlement, on the ledger', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.database.db, player.id, 10_000n);
    const placed = await placeSingle(t.app, bearer(player.accessToken), VIRTUAL);
    expect(placed.statusCode).toBe(201);
    await feed.settle(VIRTUAL, '1');
    expect(await playerBalance(t.database.db, player.id)).toBe(11_000n);
    await expectLedgerBalanced(t.database.db);
  });
});

describe('category regions', () => {
  it('come with every event and with sport info, so pages name them in the reader’s language', async () => {
    const event = (await t.app.inject({ url: `/api/game/sport/event/${REAL}` })).json();
    expect(event.championship.category).toMatchObject({ name: 'England', region: 'GB-ENG' });
    expect(event.championship.category.sport).toMatchObject({ id: 66, virtual: false });
    const info = (await t.app.inject({ url: '/api/game/sport/info/66' })).json();
    expect(info.Categories).toEqual([{ CategoryId: 6601, Name: 'England', Region: 'GB-ENG' }]);
    const virtual = (await t.app.inject({ url: `/api/game/sport/event/${VIRTUAL}` })).json();
    expect(virtual.championship.category.region).toBeNull();
  });
});
