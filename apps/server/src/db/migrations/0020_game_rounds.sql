-- The seamless wallet's record (issue 13): every game round a provider plays with a player's
-- money, and every bet, win and rollback in it, each applied exactly once.

create table game_rounds (
  id uuid primary key,
  provider_identity text not null references game_providers (identity),
  provider_round_id text not null,
  player_id uuid not null references players (id),
  game_identity text not null references games (identity),
  -- The session of the round's first bet; a round opened by a rollback that came first has none.
  session_id uuid references game_sessions (id),
  currency text not null,
  -- Stakes taken and not rolled back, and wins paid, in minor units.
  bet_total bigint not null default 0 check (bet_total >= 0),
  win_total bigint not null default 0 check (win_total >= 0),
  -- open: more may come; closed: the provider said the round is over; rolled-back: every
  -- stake was given back and nothing was won. Closed and rolled-back rounds are final.
  status text not null default 'open' check (status in ('open', 'closed', 'rolled-back')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  check ((status = 'open') = (closed_at is null)),
  unique (provider_identity, provider_round_id)
);
create index game_rounds_player on game_rounds (player_id, created_at desc);
create index game_rounds_player_closed on game_rounds (player_id, closed_at desc) where status <> 'open';
create index game_rounds_closed on game_rounds (closed_at desc) where status = 'closed';

create table game_transactions (
  id uuid primary key,
  provider_identity text not null references game_providers (identity),
  provider_transaction_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  round_id uuid not null references game_rounds (id),
  amount bigint not null check (amount >= 0),
  -- A win's or rollback's bet, by the provider's transaction id. A rollback whose bet never
  -- came is kept all the same (a tombstone): the bet, when it comes late, is refused.
  reference_transaction_id text,
  -- SHA-256 of the request's significant fields: the same id with other fields is a duplicate.
  request_hash text not null,
  -- The answer given, returned again on every replay.
  answer jsonb not null,
  -- Null when nothing moved (a zero amount, a tombstone).
  ledger_transfer_id bigint references ledger_transfers (id),
  created_at timestamptz not null default now(),
  unique (provider_identity, provider_transaction_id),
  check ((kind = 'bet') = (reference_transaction_id is null))
);
create index game_transactions_reference on game_transactions (provider_identity, reference_transaction_id)
  where reference_transaction_id is not null;
create index game_transactions_round on game_transactions (round_id);
