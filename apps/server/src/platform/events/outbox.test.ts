import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { recordEvent } from './outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsOf = (aggregateId: string) =>
  t.database.db.selectFrom('domain_events').selectAll().where('aggregate_id', '=', aggregateId).execute();

describe('recordEvent', () => {
  it('stores the event with its type, player, aggregate and payload when the transaction commits', async () => {
    const aggregateId = randomUUID();
    const playerId = randomUUID();

    await t.database.db.transaction().execute(async (trx) => {
      await recordEvent(trx, { type: 'game.bet', playerId, aggregateId, payload: { gameId: 'g-1', rtp: 96.5 } });
    });

    expect(await eventsOf(aggregateId)).toEqual([
      expect.objectContaining({
        type: 'game.bet',
        player_id: playerId,
        aggregate_id: aggregateId,
        payload: { gameId: 'g-1', rtp: 96.5 },
      }),
    ]);
  });

  it('never stores an event whose transaction rolls back', async () => {
    const aggregateId = randomUUID();

    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordEvent(trx, { type: 'game.win', playerId: null, aggregateId, payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await eventsOf(aggregateId)).toEqual([]);
  });

  it('writes bigint amounts as decimal strings, exactly', async () => {
    const aggregateId = randomUUID();

    await recordEvent(t.database.db, {
      type: 'payment.deposit.credited',
      playerId: null,
      aggregateId,
      payload: { amount: 9_007_199_254_740_993n, nested: { fee: 1n } },
    });

    const [event] = await eventsOf(aggregateId);
    expect(event?.payload).toEqual({ amount: '9007199254740993', nested: { fee: '1' } });
  });
});
