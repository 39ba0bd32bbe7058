import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface EventTables {
  domain_events: {
    id: Generated<bigint>;
    /** The writing transaction's id: consumers read in (tx_id, id) order, see migration 0021. */
    tx_id: Generated<bigint>;
    type: string;
    player_id: string | null;
    aggregate_id: string;
    payload: Json<Record<string, unknown>>;
    created_at: Generated<Date>;
  };
  domain_event_consumers: {
    name: string;
    last_tx_id: Generated<bigint>;
    last_event_id: Generated<bigint>;
    failed_event_id: bigint | null;
    failures: Generated<number>;
    retry_at: Date | null;
    last_error: string | null;
    updated_at: Generated<Date>;
  };
  domain_event_dead_letters: {
    consumer: string;
    event_id: bigint;
    failures: number;
    error: string;
    created_at: Generated<Date>;
  };
}
