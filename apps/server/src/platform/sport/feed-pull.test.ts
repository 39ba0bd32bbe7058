import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

// The whole path an outside feed takes: the simulator mounted in the app, pulled over the
// signed contract by the platform, which stores and serves what it received.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SPORT_FEED_SIM: 'true', SPORT_FEED_SEED: 'pull-test' });
});
afterAll(() => t.close());

describe('pulling the simulated feed', () => {
  it('takes a snapshot first, then only new messages, and serves sports, live events and markets', async () => {
    const first = await t.app.sport.pull();
    expect(first).toBeGreaterThan(100);
    const sports = await t.app.inject({ url: '/api/game/sport/sports' });
    expect(sports.json().data.length).toBeGreaterThanOrEqual(20);
    const live = await t.app.inject({ url: '/api/game/sport/events/live?limit=7' });
    expect(live.json().data.length).toBe(7);
    const event = await t.app.inject({ url: `/api/game/sport/event/${live.json().data[0].id}` });
    expect(event.json().markets.length).toBeGreaterThan(0);
    const cursor = await t.database.db.selectFrom('sport_feed_cursors').selectAll().executeTakeFirstOrThrow();
    expect(await t.app.sport.pull()).toBeLessThan(first);
    const after = await t.database.db.selectFrom('sport_feed_cursors').selectAll().executeTakeFirstOrThrow();
    expect(after.sequence >= cursor.sequence).toBe(true);
  });

  it('refuses an unsigned pull', async () => {
    const res = await t.app.inject({ url: '/providers/sport-feed-sim/feed/messages?after=1&limit=10' });
    expect(res.statusCode).toBe(401);
  });

  it('is not mounted in tests that do not ask for it', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/providers/sport-feed-sim/feed/snapshot' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
