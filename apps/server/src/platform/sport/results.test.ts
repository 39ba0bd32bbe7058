import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { fundPlayer } from '../game/wallet/test-helpers.js';
import { placeSingle, TestFeed } from './test-helpers.js';

let t: TestApp;
let feed: TestFeed;
let nextEvent = 5000;
beforeAll(async () => {
  t = await createTestApp();
  feed = new TestFeed(t.app);
});
afterAll(() => t.close());

async function finishedMatch(): Promise<number> {
  const eventId = (nextEvent += 1);
  await feed.match(eventId, { live: true });
  await feed.send({
    type: 'odds_change',
    eventId,
    status: {
      phase: 'ended',
      period: null,
      clockSeconds: 5400,
      score: [2, 1],
      periodScores: [
        [1, 0],
        [1, 1],
      ],
    },
    markets: [],
  });
  return eventId;
}

const result = (eventId: number) => t.app.inject({ url: `/api/game/sport/results/${eventId}` });

describe('results detail', () => {
  it('shows a finished event with its final score and each outcome as settled, with void and dead-heat factors', async () => {
    const eventId = await finishedMatch();
    await feed.send({
      type: 'bet_settlement',
      eventId,
      markets: [
        {
          marketId: 1,
          specifiers: {},
          outcomes: [
            { id: '1', result: 1, voidFactor: '0', deadHeatFactor: { num: 1, den: 2 } },
            { id: 'X', result: 0, voidFactor: '0' },
            { id: '2', result: 0, voidFactor: '0.5' },
          ],
        },
      ],
    });
    const answer = await result(eventId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: String(eventId),
      phase: 'ended',
      score: [2, 1],
      settlements: [
        {
          key: '1',
          status: 'settled',
          outcomes: [
            { id: '1', result: 1, voidFactor: '0', deadHeatFactor: { num: 1, den: 2 } },
            { id: 'X', result: 0, voidFactor: '0' },
            { id: '2', result: 0, voidFactor: '0.5' },
          ],
        },
      ],
    });
  });

  it('shows a cancelled market with every outcome void', async () => {
    const eventId = await finishedMatch();
    await feed.send({ type: 'bet_cancel', eventId, markets: [{ marketId: 18, specifiers: { total: '2.5' } }] });
    const { settlements } = (await result(eventId)).json();
    expect(settlements).toEqual([
      expect.objectContaining({
        key: '18|total=2.5',
        status: 'cancelled',
        outcomes: [
          expect.objectContaining({ id: 'over', voidFactor: '1' }),
          expect.objectContaining({ id: 'under', voidFactor: '1' }),
        ],
      }),
    ]);
  });

  it('has no result for an event still open, nor for one that does not exist', async () => {
    const open = (nextEvent += 1);
    await feed.match(open);
    expect((await result(open)).json()).toMatchObject({ error: { code: 17040 } });
    expect((await result(999_999_999)).statusCode).toBe(404);
  });
});

describe('bet legs', () => {
  it('carry their event’s sport and sides, so the page names them in the player’s language', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.database.db, player.id, 10_000n);
    const eventId = (nextEvent += 1);
    await feed.match(eventId);
    const placed = await placeSingle(t.app, bearer(player.accessToken), eventId, {
      marketKey: '18|total=2.5',
      outcomeId: 'over',
      odds: 1900,
    });
    expect(placed.json().legs).toEqual([
      expect.objectContaining({
        sportId: 66,
        competitors: [
          { id: eventId * 10 + 1, name: `Home ${eventId}` },
          { id: eventId * 10 + 2, name: `Away ${eventId}` },
        ],
      }),
    ]);
  });
});
