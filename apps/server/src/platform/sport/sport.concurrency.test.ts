import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, registerTestPlayer } from '../../test/players.js';
import { fundPlayer, playerBalance } from '../game/wallet/test-helpers.js';
import { expectLedgerBalanced } from '../ledger/test-helpers.js';
import { placeSingle, TestFeed } from './test-helpers.js';

// On PostgreSQL (TEST_DATABASE_URL) the placements really run side by side on the pool; on
// PGlite they are serialised, which the results must not depend on.
let t: TestApp;
let feed: TestFeed;
beforeAll(async () => {
  t = await createTestApp();
  feed = new TestFeed(t.app);
});
afterEach(() => expectLedgerBalanced(t.database.db));
afterAll(() => t.close());

describe('concurrent sport bets', () => {
  it('50 concurrent placements on one balance never overdraw it', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.database.db, player.id, 1_000n);
    const events = Array.from({ length: 5 }, (_, i) => 7000 + i);
    for (const id of events) await feed.match(id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeSingle(t.app, bearer(player.accessToken), events[i % 5]!, { stake: '100' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(
      answers.filter((a) => a.statusCode !== 201).every((a) => a.json().error.key === 'SPORT_INSUFFICIENT_BALANCE'),
    ).toBe(true);
    expect(await playerBalance(t.database.db, player.id)).toBe(0n);
    const bets = await t.database.db
      .selectFrom('sport_bets')
      .select('stake')
      .where('player_id', '=', player.id)
      .execute();
    expect(bets.map((b) => b.stake)).toEqual(Array(10).fill(100n));
  });

  it('one settlement applied twice at once pays once', async () => {
    const player = await registerTestPlayer(t.app);
    await fundPlayer(t.database.db, player.id, 1_000n);
    await feed.match(7100);
    await placeSingle(t.app, bearer(player.accessToken), 7100, { stake: '100' });
    const message = {
      messageId: 'settle-7100',
      sequence: 99,
      timestamp: Date.now(),
      type: 'bet_settlement' as const,
      eventId: 7100,
      markets: [{ marketId: 1, specifiers: {}, outcomes: [{ id: '1', result: 1 as const, voidFactor: '0' as const }] }],
    };
    const results = await Promise.allSettled([feed.replay(message), feed.replay(message)]);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value.applied)).toHaveLength(1);
    expect(await playerBalance(t.database.db, player.id)).toBe(1_100n);
  });
});
