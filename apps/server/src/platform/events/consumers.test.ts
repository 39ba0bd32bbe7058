import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerConsumer, type ConsumerDefinition } from './consumers.js';
import { recordEvent, type DomainEvent } from './outbox.js';
import { secondProcessDatabase } from './test-databases.js';
import type { DomainEventType } from './types.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`create table consumer_effects (consumer text not null, event_id bigint not null)`.execute(t.database.db);
});
afterAll(() => t.close());

/** A consumer whose handler writes one effect row per event, in the consumer's transaction. */
function consumer(
  types: DomainEventType[],
  options: Partial<ConsumerDefinition> & { onEvent?: (event: DomainEvent) => void } = {},
): ConsumerDefinition & { seen: bigint[] } {
  const name = `test-${randomUUID()}`;
  const seen: bigint[] = [];
  return {
    name,
    types,
    seen,
    retryDelayMs: 0,
    ...options,
    async handle(event, trx) {
      await trx
        .insertInto('consumer_effects' as never)
        .values({ consumer: name, event_id: event.id } as never)
        .execute();
      options.onEvent?.(event);
      seen.push(event.id);
    },
  };
}

const effects = async (name: string) =>
  (
    await sql<{
      event_id: bigint;
    }>`select event_id from consumer_effects where consumer = ${name} order by event_id`.execute(t.database.db)
  ).rows.map((r) => r.event_id);

async function record(type: DomainEventType, aggregateId = randomUUID()): Promise<bigint> {
  await recordEvent(t.database.db, { type, playerId: null, aggregateId, payload: { n: 1 } });
  const row = await t.database.db
    .selectFrom('domain_events')
    .select('id')
    .where('aggregate_id', '=', aggregateId)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('consumers', () => {
  it('handle every event of their types once, in order, and skip the other types', async () => {
    const c = consumer(['game.bet', 'game.win']);
    registerConsumer(t.app, c);
    const bet = await record('game.bet');
    await record('game.rollback');
    const win = await record('game.win');

    await t.app.events.drain();
    await t.app.events.drain();

    expect(c.seen.slice(-2)).toEqual([bet, win]);
    expect(await effects(c.name)).toEqual(c.seen);
    expect(new Set(c.seen).size).toBe(c.seen.length);
  });

  it('start from the first event when they are new', async () => {
    const earlier = await record('game.round.closed');
    const c = consumer(['game.round.closed']);
    registerConsumer(t.app, c);

    await t.app.events.drain();

    expect(c.seen).toContain(earlier);
  });

  it('never see an event whose transaction rolled back', async () => {
    const c = consumer(['game.rollback']);
    registerConsumer(t.app, c);
    const aggregateId = randomUUID();
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await recordEvent(trx, { type: 'game.rollback', playerId: null, aggregateId, payload: {} });
        throw new Error('undo');
      })
      .catch(() => undefined);
    const kept = await record('game.rollback');

    await t.app.events.drain();

    const aggregates = await t.database.db
      .selectFrom('domain_events')
      .select('aggregate_id')
      .where('id', 'in', c.seen)
      .execute();
    expect(aggregates.map((a) => a.aggregate_id)).not.toContain(aggregateId);
    expect(c.seen).toContain(kept);
  });

  it('retry an event whose handler threw, with the failed attempt undone, and apply it once', async () => {
    let failures = 0;
    const c = consumer(['game.win'], {
      onEvent: () => {
        if (failures++ === 0) throw new Error('database hiccup');
      },
    });
    registerConsumer(t.app, c);
    const win = await record('game.win');

    await t.app.events.drain();

    expect(failures).toBeGreaterThanOrEqual(2);
    expect((await effects(c.name)).filter((id) => id === win)).toEqual([win]);
  });

  it('wait for the retry time after a failure, holding back the events after it', async () => {
    const c = consumer(['payment.withdrawal.requested'], {
      retryDelayMs: 60_000,
      onEvent: () => {
        throw new Error('provider down');
      },
    });
    registerConsumer(t.app, c);
    const failing = await record('payment.withdrawal.requested');

    await t.app.events.drain();

    const state = await t.database.db
      .selectFrom('domain_event_consumers')
      .selectAll()
      .where('name', '=', c.name)
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ failed_event_id: failing, failures: 1, last_error: 'provider down' });
    expect(state.retry_at!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await effects(c.name)).toEqual([]);
  });

  it('set a poison event aside after maxAttempts failures and go on with the next ones', async () => {
    const poison = await record('payment.withdrawal.completed');
    const next = await record('payment.withdrawal.completed');
    let attempts = 0;
    const c = consumer(['payment.withdrawal.completed'], {
      maxAttempts: 3,
      onEvent: (event) => {
        if (event.id === poison) {
          attempts += 1;
          throw new Error('cannot apply');
        }
      },
    });
    registerConsumer(t.app, c);

    await t.app.events.drain();

    expect(attempts).toBe(3);
    expect(await effects(c.name)).toContain(next);
    expect(await effects(c.name)).not.toContain(poison);
    const aside = await t.database.db
      .selectFrom('domain_event_dead_letters')
      .selectAll()
      .where('consumer', '=', c.name)
      .execute();
    expect(aside).toEqual([expect.objectContaining({ event_id: poison, failures: 3, error: 'cannot apply' })]);
  });
});

describe('consumers on two processes (PostgreSQL)', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'see every event exactly once while both run, events committed out of order included',
    async () => {
      const other = await secondProcessDatabase(t.database);
      const second = await createTestApp({ JOBS_POLL_MS: '20' }, { database: other! });
      const name = `test-${randomUUID()}`;
      const definition = (): ConsumerDefinition => ({
        name,
        types: ['game.bet'],
        async handle(event, trx) {
          await trx
            .insertInto('consumer_effects' as never)
            .values({ consumer: name, event_id: event.id } as never)
            .execute();
        },
      });
      registerConsumer(t.app, definition());
      registerConsumer(second.app, definition());
      try {
        await Promise.all([t.app.events.start(), second.app.events.start()]);
        // A transaction that takes its event id first and commits last.
        let commitSlow!: () => void;
        const slowHolds = new Promise<void>((resolve) => (commitSlow = resolve));
        let slowRecorded!: () => void;
        const slowHasId = new Promise<void>((resolve) => (slowRecorded = resolve));
        const slow = t.database.db.transaction().execute(async (trx) => {
          await recordEvent(trx, { type: 'game.bet', playerId: null, aggregateId: 'slow', payload: {} });
          slowRecorded();
          await slowHolds;
        });
        await slowHasId;
        await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            recordEvent(i % 2 ? t.database.db : other!.db, {
              type: 'game.bet',
              playerId: null,
              aggregateId: `fast-${i}`,
              payload: { i },
            }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        commitSlow();
        await slow;

        const all = await t.database.db
          .selectFrom('domain_events')
          .select('id')
          .where('type', '=', 'game.bet')
          .execute();
        const deadline = Date.now() + 15_000;
        while ((await effects(name)).length < all.length && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const handled = await effects(name);
        expect(handled).toHaveLength(all.length);
        expect(new Set(handled).size).toBe(all.length);
      } finally {
        await second.close();
        await other!.close();
      }
    },
    30_000,
  );
});
