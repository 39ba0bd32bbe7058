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

-- Persisted jobs (docs/decisions/0006): a row per piece of work still to do, claimed
-- with FOR UPDATE SKIP LOCKED and a lease (locked_until) so a process that dies leaves
-- it to another once the lease ends. Done jobs are deleted; a job that failed
-- max_attempts times stays with failed_at set for the operator. A scheduled run
-- (singleton_key 'schedule') is not retried: its next time is the retry.
create table jobs (
  id bigint generated always as identity primary key,
  name text not null,
  data jsonb not null default '{}' check (jsonb_typeof(data) = 'object'),
  -- At most one unfinished job per (name, singleton_key): a second enqueue is dropped.
  singleton_key text,
  run_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null check (max_attempts >= 1),
  lease_seconds integer not null check (lease_seconds > 0),
  locked_until timestamptz,
  last_error text,
  failed_at timestamptz,
  created_at timestamptz not null default now()
);

create index jobs_due on jobs (run_at) where failed_at is null;
create unique index jobs_singleton on jobs (name, singleton_key) where singleton_key is not null and failed_at is null;

create function notify_jobs() returns trigger language plpgsql as $$
begin
  perform pg_notify('jobs', '');
  return null;
end $$;

create trigger jobs_notify after insert on jobs for each statement execute function notify_jobs();

-- Recurring work: each due row enqueues one job and moves to its next time in one
-- transaction, so with any number of processes a time comes round once.
create table job_schedules (
  name text primary key,
  cron text,
  every_ms integer check (every_ms > 0),
  data jsonb not null default '{}',
  next_run_at timestamptz not null,
  updated_at timestamptz not null default now(),
  check ((cron is null) <> (every_ms is null))
);

-- The first consumer: what each player has deposited and withdrawn, per currency, with
-- their first deposit (bonuses, analytics and limits ask "has this player deposited").
create table payment_player_totals (
  player_id uuid not null references players (id),
  currency text not null,
  deposits integer not null default 0 check (deposits >= 0),
  deposited bigint not null default 0 check (deposited >= 0),
  withdrawals integer not null default 0 check (withdrawals >= 0),
  withdrawn bigint not null default 0 check (withdrawn >= 0),
  first_deposit_invoice_id uuid,
  first_deposit_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (player_id, currency)
);
