import { playerChannel } from '@casino/shared/push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer, type TestPlayer } from '../../test/players.js';
import { closeSockets, listen, nextPush, socketTo, subscribe } from '../../test/push-sockets.js';
import { fundPlayer } from '../game/wallet/test-helpers.js';
import { placeSingle, TestFeed } from './test-helpers.js';

let t: TestApp;
let url: string;
let feed: TestFeed;
let player: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  feed = new TestFeed(t.app);
  player = await registerTestPlayer(t.app);
  await fundPlayer(t.database.db, player.id, 100_000n);
});
afterEach(closeSockets);
afterAll(() => t.close());

async function betsSocket() {
  const socket = await socketTo(url, player.accessToken);
  const channel = playerChannel('game:bets', player.id);
  expect(await subscribe(socket, channel)).toEqual({ ok: true });
  return { next: () => nextPush(socket, channel, 3000, 'sport.bet') };
}

const place = (eventId: number) => placeSingle(t.app, bearer(player.accessToken), eventId);

describe('sport bets on the player’s bet channel', () => {
  it('pushes a placed bet, then its settlement', async () => {
    await feed.match(5001);
    const socket = await betsSocket();
    const placed = socket.next();
    const bet = (await place(5001)).json();
    expect((await placed)?.data).toMatchObject({ id: bet.id, status: 'open', cashout: expect.any(String) });

    const settled = socket.next();
    await t.app.sport.publishApplied([await feed.settle(5001, '1')]);
    expect((await settled)?.data).toMatchObject({ id: bet.id, status: 'won', payout: '2000', isSettled: true });
  });

  it('pushes an open bet’s new cash-out offer when the odds of its event move', async () => {
    await feed.match(5002);
    const bet = (await place(5002)).json();
    const socket = await betsSocket();
    const repriced = socket.next();
    await t.app.sport.publishApplied([await feed.odds(5002, [1500, 4000, 6000])]);
    const pushed = (await repriced)?.data as { id: string; cashout: string };
    expect(pushed.id).toBe(bet.id);
    expect(BigInt(pushed.cashout)).toBeGreaterThan(BigInt(bet.cashout));
  });

  it('pushes a cash-out', async () => {
    await feed.match(5003);
    const bet = (await place(5003)).json();
    const socket = await betsSocket();
    const cashed = socket.next();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/game/sport/bets/${bet.id}/cashout`,
      headers: bearer(player.accessToken),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await cashed)?.data).toMatchObject({ id: bet.id, status: 'cashed_out', cashout: null });
  });
});
