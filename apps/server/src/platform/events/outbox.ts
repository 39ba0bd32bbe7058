import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { DomainEventType } from './types.js';

export { DOMAIN_EVENT_TYPES, type DomainEventType } from './types.js';

export interface NewDomainEvent {
  type: DomainEventType;
  /** The player the event is about, when there is one. */
  playerId: string | null;
  /** The thing that changed: a round, an invoice, a bet… */
  aggregateId: string;
  /** JSON: bigints are written as decimal strings, undefined fields are left out. */
  payload: Record<string, unknown>;
}

/** A stored event as consumers receive it. */
export interface DomainEvent {
  id: bigint;
  type: DomainEventType;
  playerId: string | null;
  aggregateId: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Writes a domain event in the caller's transaction: it exists for consumers exactly when
 * the change it describes commits, and never when it rolls back. Pass the transaction the
 * change runs in; a bare Kysely writes the event on its own.
 */
export async function recordEvent(trx: Kysely<DB> | Transaction<DB>, event: NewDomainEvent): Promise<void> {
  await trx.insertInto('domain_events').values(eventRow(event)).execute();
}

/** The `domain_events` row of an event, for a caller that inserts it within a larger statement. */
export function eventRow(event: NewDomainEvent) {
  return {
    type: event.type,
    player_id: event.playerId,
    aggregate_id: event.aggregateId,
    payload: jsonPayload(event.payload),
  };
}

export function jsonPayload(payload: Record<string, unknown>): string {
  return JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}
