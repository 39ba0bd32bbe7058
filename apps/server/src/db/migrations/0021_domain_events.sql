-- Domain events (DESIGN §4 "Domain events and jobs"): the outbox every money movement
-- and game outcome writes in its own transaction, read by consumers at least once.
--
-- Identity ids are handed out at insert, not at commit: a consumer that followed `id`
-- alone would skip an event whose transaction commits after a later one's. Each row
-- also keeps its transaction's id (tx_id); a consumer reads only rows whose tx_id is
-- below the oldest transaction still running (pg_snapshot_xmin), which are all
-- committed or gone, in (tx_id, id) order. Nothing earlier can appear after that.
create table domain_events (
  id bigint generated always as identity primary key,
  tx_id bigint not null default (pg_current_xact_id()::text::bigint),
  type text not null check (type ~ '^[a-z]+(\.[a-z0-9-]+)+$'),
  player_id uuid,
  aggregate_id text not null,
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  created_at timestamptz not null default now()
);

create index domain_events_order on domain_events (tx_id, id);

-- Wakes every process's consumers when the inserting transaction commits.
create function notify_domain_events() returns trigger language plpgsql as $$
begin
  perform pg_notify('domain_events', '');
  return null;
end $$;

create trigger domain_events_notify after insert on domain_events
  for each statement execute function notify_domain_events();

-- One row per consumer: how far it has read, moved in the same transaction as the
-- consumer's own writes. A process works a consumer only while it holds this row
-- (FOR UPDATE SKIP LOCKED). A failing event stops the consumer at it until retry_at;
-- after too many failures it is set aside in domain_event_dead_letters.
create table domain_event_consumers (
  name text primary key,
  last_tx_id bigint not null default 0,
  last_event_id bigint not null default 0,
  failed_event_id bigint references domain_events (id),
  failures integer not null default 0 check (failures >= 0),
  retry_at timestamptz,
  last_error text,
  updated_at timestamptz not null default now()
);

create table domain_event_dead_letters (
  consumer text not null references domain_event_consumers (name),
  event_id bigint not null references domain_events (id),
  failures integer not null,
  error text not null,
  created_at timestamptz not null default now(),
  primary key (consumer, event_id)
);
