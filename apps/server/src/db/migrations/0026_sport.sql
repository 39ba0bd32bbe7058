-- The sportsbook (issue 17): what the odds feed told us (sports, events, markets, each feed
-- message once), the players' bets with their legs, and sportsbook launch tokens.

create table sport_feed_cursors (
  feed text primary key,
  sequence bigint not null check (sequence >= 0),
  updated_at timestamptz not null default now()
);

-- A message is applied once: its id is recorded in the transaction that applies it.
create table sport_feed_messages (
  feed text not null,
  message_id text not null,
  sequence bigint not null,
  type text not null,
  event_id bigint not null,
  received_at timestamptz not null default now(),
  primary key (feed, message_id)
);

create table sport_sports (
  id integer primary key,
  name text not null,
  slug text not null
);

create table sport_categories (
  id integer primary key,
  sport_id integer not null references sport_sports (id),
  name text not null
);

create table sport_championships (
  id integer primary key,
  category_id integer not null references sport_categories (id),
  sport_id integer not null references sport_sports (id),
  name text not null
);

create table sport_events (
  id bigint primary key,
  sport_id integer not null references sport_sports (id),
  category_id integer not null references sport_categories (id),
  championship_id integer not null references sport_championships (id),
  name text not null,
  competitors jsonb not null,
  start_time timestamptz not null,
  live_odds boolean not null,
  phase text not null default 'not_started'
    check (phase in ('not_started', 'live', 'ended', 'closed', 'cancelled', 'postponed')),
  period text,
  clock_seconds integer,
  score jsonb not null default '[]',
  period_scores jsonb not null default '[]',
  -- The sequence of the last odds change applied: an older one arriving late is ignored.
  odds_sequence bigint not null default 0,
  -- The last bet stop: a live bet held for its delay is refused when one came meanwhile.
  bet_stop_at timestamptz,
  search_text text not null,
  updated_at timestamptz not null default now()
);
create index sport_events_sport_start on sport_events (sport_id, start_time);
create index sport_events_phase on sport_events (phase, start_time);

create table sport_markets (
  event_id bigint not null references sport_events (id),
  market_key text not null,
  market_id integer not null,
  specifiers jsonb not null,
  name text not null,
  status text not null check (status in ('active', 'suspended', 'deactivated', 'settled', 'cancelled')),
  -- [{id, name, odds (thousandths), active}]
  outcomes jsonb not null,
  -- The settlement in force: [{id, result, voidFactor, deadHeatFactor}], null while unsettled.
  results jsonb,
  sort_order integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (event_id, market_key)
);

create table sport_bets (
  id uuid primary key,
  player_id uuid not null references players (id),
  -- The player's own id of the placement: a repeated request returns the first bet.
  request_id text not null,
  currency text not null references currencies (code),
  kind text not null check (kind in ('single', 'combo', 'system')),
  -- Combination sizes: [2,3] for a Trixie, [n] for a combo of n, [1] for a single.
  sizes jsonb not null,
  system_name text,
  unit_stake bigint not null check (unit_stake > 0),
  lines integer not null check (lines > 0),
  stake bigint not null check (stake > 0),
  acceptance text not null check (acceptance in ('none', 'higher', 'any')),
  status text not null check (status in ('pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'refused')),
  is_live boolean not null,
  potential_payout bigint not null,
  -- The payout of the settlement in force (or the cash-out), 0 while open.
  payout bigint not null default 0 check (payout >= 0),
  -- Winnings a rollback took back but the balance could not cover: kept from the next payout.
  clawback_due bigint not null default 0 check (clawback_due >= 0),
  stake_posted boolean not null default false,
  refusal text,
  -- A live bet's end of delay: when it is accepted or refused.
  accept_after timestamptz,
  placed_at timestamptz not null default now(),
  accepted_at timestamptz,
  settled_at timestamptz,
  unique (player_id, request_id)
);
create index sport_bets_player on sport_bets (player_id, placed_at desc);

create table sport_bet_legs (
  bet_id uuid not null references sport_bets (id),
  leg_no smallint not null,
  event_id bigint not null references sport_events (id),
  market_key text not null,
  outcome_id text not null,
  odds integer not null check (odds > 1000),
  event_name text not null,
  market_name text not null,
  outcome_name text not null,
  -- Null while open; else {result, voidFactor, deadHeatFactor}.
  result jsonb,
  -- Voided by a bet cancel (kept apart so a rollback of the cancel restores the settlement).
  cancelled boolean not null default false,
  primary key (bet_id, leg_no)
);
create index sport_bet_legs_market on sport_bet_legs (event_id, market_key);

create table sport_tokens (
  token_hash text primary key,
  player_id uuid not null references players (id),
  currency text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
