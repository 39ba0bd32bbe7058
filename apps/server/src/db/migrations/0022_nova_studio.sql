-- Nova Studio, the in-house game provider (providers/slots-studio): its own tables, as an
-- outside studio would keep them. It holds no player money: real rounds move money only
-- through the platform's wallet; demo launches keep a play-money balance here.

create table nova_studio_launches (
  id text primary key,
  game_id text not null,
  demo boolean not null,
  -- The platform's session token and player id (real launches only).
  session_token text,
  player_id text,
  currency text not null,
  subunit_to_unit integer not null check (subunit_to_unit > 0),
  locale text not null,
  lobby_url text not null,
  platform smallint not null check (platform in (1, 2)),
  demo_balance bigint check (demo_balance >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (demo = (session_token is null)),
  check (demo = (demo_balance is not null))
);

create index nova_studio_launches_expires on nova_studio_launches (expires_at) where demo;

-- One round: a spin with its free spins, a roulette spin, a blackjack or video poker hand.
-- `state` is the engine's state (multi-step hands survive a restart) or the slot result.
create table nova_studio_rounds (
  id text primary key,
  launch_id text not null references nova_studio_launches (id) on delete cascade,
  game_id text not null,
  -- open: waiting for the player; settling: the closing win or a rollback is still being
  -- delivered to the wallet; closed; refused: the wallet refused the first bet.
  status text not null check (status in ('open', 'settling', 'closed', 'refused')),
  total_stake bigint not null default 0 check (total_stake >= 0),
  win bigint not null default 0 check (win >= 0),
  state jsonb,
  -- Bumped by every action of a multi-step hand: two requests racing on one hand cannot both act.
  step integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index nova_studio_rounds_launch on nova_studio_rounds (launch_id, created_at);

-- A launch plays one round at a time: a double click cannot start two.
create unique index nova_studio_rounds_one_open on nova_studio_rounds (launch_id) where status = 'open';

-- Every wallet call of a real round, written before it is sent: a crash or a lost answer
-- leaves a pending row that the settle sweep finishes (win) or undoes (bet → rollback).
create table nova_studio_transactions (
  id text primary key,
  round_id text not null references nova_studio_rounds (id) on delete cascade,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  amount bigint not null check (amount >= 0),
  reference_id text,
  round_closed boolean not null,
  status text not null check (status in ('pending', 'ok', 'refused')),
  result_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index nova_studio_transactions_pending on nova_studio_transactions (updated_at) where status = 'pending';
create index nova_studio_transactions_round on nova_studio_transactions (round_id);
