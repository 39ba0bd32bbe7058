import { playerChannel } from '@casino/shared/push';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { closeSockets, listen, socketTo, subscribe } from '../../test/push-sockets.js';
import { fundPlayer } from '../game/wallet/test-helpers.js';
import type { Push } from '../push/push-server.js';
import { BetPush, REPRICE_INTERVAL_MS } from './bet-push.js';
import { playerBet, type BetView } from './queries.js';
import { copyBet, placeSingle, TestFeed } from './test-helpers.js';

let t: TestApp;
let feed: TestFeed;
/** A player with "My bets" open: a socket on their `game:bets` channel. */
let watching: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  const url = await listen(t);
  feed = new TestFeed(t.app);
  watching = await registerTestPlayer(t.app);
  await fundPlayer(t.database.db, watching.id, 100_000n);
  const socket = await socketTo(url, watching.accessToken);
  expect(await subscribe(socket, playerChannel('game:bets', watching.id))).toEqual({ ok: true });
});
afterAll(async () => {
  closeSockets();
  await t.close();
});

/** A bet pusher on its own clock, recording the bets it pushes and counting the queries it makes. */
function betPush() {
  const clock = { now: 0 };
  const pushed: BetView[] = [];
  const push: Push = {
    ...t.app.push,
    async publish(channel, event, data, playerId) {
      if (event === 'sport.bet') pushed.push(data as BetView);
      await t.app.push.publish(channel, event, data, playerId);
    },
  };
  const counter = { queries: 0 };
  const db: Kysely<DB> = t.app.db.withPlugin({
    transformQuery: ({ node }) => {
      counter.queries++;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { bets: new BetPush(db, push, () => clock.now), clock, pushed, counter };
}

async function place(player: TestPlayer, eventId: number): Promise<BetView> {
  const res = await placeSingle(t.app, bearer(player.accessToken), eventId);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('repricing open bets when the odds under them move', () => {
  it('does not push a bet again when its offer did not change', async () => {
    await feed.match(6001);
    await place(watching, 6001);
    const { bets, clock, pushed } = betPush();
    await bets.applied([await feed.odds(6001, [1500, 4000, 6000])]);
    clock.now += REPRICE_INTERVAL_MS;
    await bets.applied([await feed.odds(6001, [1500, 4000, 6000])]);
    expect(pushed).toHaveLength(1);
  });

  it('pushes a bet at most once a window, and its latest offer once the window ends', async () => {
    await feed.match(6002);
    const bet = await place(watching, 6002);
    const { bets, clock, pushed } = betPush();
    await bets.applied([await feed.odds(6002, [1500, 4000, 6000])]);
    clock.now += REPRICE_INTERVAL_MS / 4;
    await bets.applied([await feed.odds(6002, [1400, 4200, 6500])]);
    clock.now += REPRICE_INTERVAL_MS / 4;
    await bets.applied([await feed.odds(6002, [1300, 4500, 7000])]);
    expect(pushed).toHaveLength(1);

    clock.now += REPRICE_INTERVAL_MS / 2;
    await bets.applied([]);
    const latest = await playerBet(t.app.db, watching.id, bet.id);
    expect(pushed.map((b) => b.cashout)).toEqual([expect.any(String), latest!.cashout]);
    expect(pushed[1]!.cashout).not.toBe(pushed[0]!.cashout);
  });

  it('pushes a settlement at once, even inside the window', async () => {
    await feed.match(6003);
    const bet = await place(watching, 6003);
    const { bets, clock, pushed } = betPush();
    await bets.applied([await feed.odds(6003, [1500, 4000, 6000])]);
    clock.now += REPRICE_INTERVAL_MS / 4;
    await bets.applied([await feed.settle(6003, '1')]);
    expect(pushed.map((b) => [b.id, b.status])).toEqual([
      [bet.id, 'open'],
      [bet.id, 'won'],
    ]);
  });

  it('leaves out the bets of players without "My bets" open', async () => {
    await feed.match(6004);
    const away = await registerTestPlayer(t.app);
    await fundPlayer(t.database.db, away.id, 100_000n);
    const watched = await place(watching, 6004);
    await place(away, 6004);
    const { bets, pushed } = betPush();
    await bets.applied([await feed.odds(6004, [1500, 4000, 6000])]);
    expect(pushed.map((b) => b.id)).toEqual([watched.id]);
  });

  it('prices a thousand open bets in a handful of queries', async () => {
    await feed.match(6005);
    await copyBet(t.app.db, (await place(watching, 6005)).id, 999);
    const { bets, pushed, counter } = betPush();
    const moved = await feed.odds(6005, [1500, 4000, 6000]);
    await bets.applied([moved]);
    expect(pushed).toHaveLength(1000);
    expect(counter.queries).toBeLessThanOrEqual(10);
  });
});
