-- Originals (providers/originals): the in-house provably fair studio's own tables, as an
-- outside studio would keep them. It holds no player money: real bets move money only through
-- the platform's wallet; demo launches keep a play-money balance here.

create table originals_launches (
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

create index originals_launches_expires on originals_launches (expires_at) where demo;

-- A seed pair: the server seed stays secret (players see its SHA-256) until the pair is
-- rotated; `nonce` is the nonce the next bet takes. One active pair per owner (a player, or a
-- demo launch); rotated pairs stay, revealed, so every bet made with them can be verified.
create table originals_seed_pairs (
  id text primary key,
  owner text not null,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null default 0 check (nonce >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz,
  check (active = (revealed_at is null))
);

create unique index originals_seed_pairs_active on originals_seed_pairs (owner) where active;
create index originals_seed_pairs_owner on originals_seed_pairs (owner, created_at);

-- Every bet with the seeds and nonce that decided it (the bet log players verify from), and
-- for a game of several steps (Mines) its state, so a reload resumes it and a sweep settles it.
create table originals_bets (
  id text primary key,
  launch_id text not null references originals_launches (id) on delete cascade,
  owner text not null,
  game_id text not null,
  seed_pair_id text not null references originals_seed_pairs (id),
  nonce integer not null,
  params jsonb not null,
  outcome jsonb,
  state jsonb,
  stake bigint not null check (stake > 0),
  payout bigint not null default 0 check (payout >= 0),
  -- Payout multiplier × 10 000 (1.98× is 19800).
  multiplier integer not null default 0 check (multiplier >= 0),
  -- open: a multi-step round waits for the player; settling: the closing win or a rollback is
  -- still being delivered; closed; refused: the wallet refused the stake.
  status text not null check (status in ('open', 'settling', 'closed', 'refused')),
  -- Bumped by every action of a multi-step round: two requests racing on one round cannot both act.
  step integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (seed_pair_id, nonce)
);

create index originals_bets_owner on originals_bets (owner, created_at desc);
create index originals_bets_open on originals_bets (updated_at) where status = 'open';
-- One open round of a multi-step game per player and game: a double click cannot start two.
create unique index originals_bets_one_open on originals_bets (owner, game_id) where status = 'open';

-- Every wallet call of a real bet, written before it is sent: a crash or a lost answer leaves
-- a pending row that the settle job finishes (win) or undoes (bet → rollback).
create table originals_transactions (
  id text primary key,
  bet_id text not null references originals_bets (id) on delete cascade,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  amount bigint not null check (amount >= 0),
  reference_id text,
  round_closed boolean not null,
  status text not null check (status in ('pending', 'ok', 'refused')),
  result_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index originals_transactions_pending on originals_transactions (updated_at) where status = 'pending';
create index originals_transactions_bet on originals_transactions (bet_id);
