import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { DomainEvent } from './outbox.js';
import type { DomainEventType } from './types.js';

export interface ConsumerDefinition {
  /** Stable name: the consumer's progress is stored under it. Renaming starts it from the first event again. */
  name: string;
  types: readonly DomainEventType[];
  /**
   * Applies one event. Write through `trx` only: its writes commit together with the
   * consumer's progress, so an event is applied once even across crashes and retries.
   * Throwing undoes this event's writes; it is retried after a backoff, and set aside
   * (logged, in domain_event_dead_letters) after `maxAttempts` failures.
   */
  handle(event: DomainEvent, trx: Transaction<DB>): Promise<void>;
  /** Failures of one event before it is set aside (default 5). */
  maxAttempts?: number;
  /** First retry delay, doubled on each further failure up to 5 minutes (default 1 s). */
  retryDelayMs?: number;
}

/** What one round of a consumer found. */
type RoundResult =
  /** Caught up with every event that can be read now. */
  | 'idle'
  /** A full batch was handled: there may be more. */
  | 'more'
  /** An event failed; the consumer retries it at its retry time. */
  | 'failed'
  /** Waiting for a failed event's retry time. */
  | 'waiting'
  /** Another process holds the consumer. */
  | 'busy';

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 300_000;

/**
 * Rows of transactions older than every transaction still running: all committed (or
 * gone), so nothing can later appear before the last one read. See migration 0021.
 */
const SETTLED_TX = sql<bigint>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

interface Cursor {
  txId: bigint;
  eventId: bigint;
}

const after = (a: Cursor, b: Cursor) => a.txId > b.txId || (a.txId === b.txId && a.eventId > b.eventId);

export class Consumers {
  readonly #definitions = new Map<string, ConsumerDefinition>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly batchSize: number,
  ) {}

  register(definition: ConsumerDefinition): void {
    if (this.#definitions.has(definition.name)) throw new Error(`Consumer ${definition.name} is registered twice`);
    if (definition.types.length === 0) throw new Error(`Consumer ${definition.name} consumes no event type`);
    this.#definitions.set(definition.name, definition);
  }

  get names(): string[] {
    return [...this.#definitions.keys()];
  }

  /** Makes sure every registered consumer has its progress row (from the first event on). */
  async prepare(): Promise<void> {
    if (this.#definitions.size === 0) return;
    await this.db
      .insertInto('domain_event_consumers')
      .values(this.names.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /** One round of every consumer; true when one of them has more to do at once. */
  async work(): Promise<boolean> {
    let more = false;
    for (const definition of this.#definitions.values()) {
      const result = await this.#round(definition);
      if (result === 'more' || result === 'failed') more = true;
    }
    return more;
  }

  /**
   * Runs every consumer until it has handled every event committed before the call (tests,
   * scripts). Stops early for a consumer waiting on a retry; throws after `timeoutMs`.
   */
  async drain(timeoutMs = 10_000): Promise<void> {
    await this.prepare();
    const target = await this.db
      .selectFrom('domain_events')
      .select(['tx_id as txId', 'id as eventId'])
      .orderBy('tx_id', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!target) return;
    const deadline = Date.now() + timeoutMs;
    for (const definition of this.#definitions.values()) {
      for (;;) {
        const result = await this.#round(definition);
        if (result === 'waiting') break;
        if (result === 'more' || result === 'failed') continue;
        const cursor = await this.#cursor(definition.name);
        if (!after(target, cursor)) break;
        // Another process holds the consumer, or an older transaction is still running.
        if (Date.now() > deadline) throw new Error(`Consumer ${definition.name} did not catch up in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  async #cursor(name: string): Promise<Cursor> {
    const row = await this.db
      .selectFrom('domain_event_consumers')
      .select(['last_tx_id as txId', 'last_event_id as eventId'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row;
  }

  /**
   * One batch of one consumer in one transaction: its progress row is locked (a process
   * that finds it locked leaves the consumer to the holder), each event is handled under a
   * savepoint, and progress moves past every event read, handled or not of its types.
   */
  #round(definition: ConsumerDefinition): Promise<RoundResult> {
    return this.db.transaction().execute(async (trx) => {
      const state = await trx
        .selectFrom('domain_event_consumers')
        .selectAll()
        .where('name', '=', definition.name)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!state) return 'busy';
      if (state.retry_at && state.retry_at.getTime() > Date.now()) return 'waiting';

      const events = await trx
        .selectFrom('domain_events')
        .selectAll()
        .where(({ eb, refTuple, tuple }) =>
          eb(refTuple('tx_id', 'id'), '>', tuple(state.last_tx_id, state.last_event_id)),
        )
        .where('tx_id', '<', SETTLED_TX)
        .orderBy('tx_id')
        .orderBy('id')
        .limit(this.batchSize)
        .execute();

      const types = new Set<string>(definition.types);
      let cursor: Cursor = { txId: state.last_tx_id, eventId: state.last_event_id };
      let failures = state.failures;
      for (const row of events) {
        if (types.has(row.type)) {
          const error = await handleOnce(trx, definition, toEvent(row));
          if (error) {
            failures = state.failed_event_id === row.id ? failures + 1 : 1;
            const maxAttempts = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
            if (failures < maxAttempts) {
              await this.#scheduleRetry(trx, definition, cursor, row.id, failures, error);
              return 'failed';
            }
            await setAside(trx, definition.name, row.id, failures, error, this.log);
          }
        }
        cursor = { txId: row.tx_id, eventId: row.id };
        failures = 0;
      }
      if (events.length > 0 || state.failed_event_id !== null) {
        await trx
          .updateTable('domain_event_consumers')
          .set({
            last_tx_id: cursor.txId,
            last_event_id: cursor.eventId,
            failed_event_id: null,
            failures: 0,
            retry_at: null,
            last_error: null,
            updated_at: new Date(),
          })
          .where('name', '=', definition.name)
          .execute();
      }
      return events.length === this.batchSize ? 'more' : 'idle';
    });
  }

  async #scheduleRetry(
    trx: Transaction<DB>,
    definition: ConsumerDefinition,
    cursor: Cursor,
    eventId: bigint,
    failures: number,
    error: string,
  ): Promise<void> {
    const base = definition.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    const delayMs = Math.min(base * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);
    await trx
      .updateTable('domain_event_consumers')
      .set({
        last_tx_id: cursor.txId,
        last_event_id: cursor.eventId,
        failed_event_id: eventId,
        failures,
        retry_at: new Date(Date.now() + delayMs),
        last_error: error,
        updated_at: new Date(),
      })
      .where('name', '=', definition.name)
      .execute();
    this.log.warn({ consumer: definition.name, eventId: String(eventId), failures, delayMs, error }, 'event failed');
  }
}

type EventRow = {
  id: bigint;
  type: string;
  player_id: string | null;
  aggregate_id: string;
  payload: Record<string, unknown>;
  created_at: Date;
};

function toEvent(row: EventRow): DomainEvent {
  return {
    id: row.id,
    type: row.type as DomainEventType,
    playerId: row.player_id,
    aggregateId: row.aggregate_id,
    payload: row.payload,
    createdAt: row.created_at,
  };
}

/** Runs the handler under a savepoint; its error message when it threw (its writes undone). */
async function handleOnce(
  trx: Transaction<DB>,
  definition: ConsumerDefinition,
  event: DomainEvent,
): Promise<string | null> {
  await sql`savepoint consumer_event`.execute(trx);
  try {
    await definition.handle(event, trx);
    await sql`release savepoint consumer_event`.execute(trx);
    return null;
  } catch (error) {
    await sql`rollback to savepoint consumer_event`.execute(trx);
    return error instanceof Error ? error.message : String(error);
  }
}

async function setAside(
  trx: Transaction<DB>,
  consumer: string,
  eventId: bigint,
  failures: number,
  error: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await trx
    .insertInto('domain_event_dead_letters')
    .values({ consumer, event_id: eventId, failures, error })
    .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
    .execute();
  log.error({ consumer, eventId: String(eventId), failures, error }, 'event set aside after repeated failures');
}

/**
 * Subscribes a consumer to domain events: `handle` sees every event of `types` once, in
 * commit order, on whichever process holds the consumer. Register while the app is being
 * built (in a plugin), never after it is ready.
 */
export function registerConsumer(app: FastifyInstance, definition: ConsumerDefinition): void {
  app.events.register(definition);
}
