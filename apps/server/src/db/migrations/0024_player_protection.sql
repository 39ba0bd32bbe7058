-- Player protection (issue 16): responsible-gaming limits, self-exclusion, cooling-off and the
-- player's reality-check and session-time settings.

-- One row per limit a player set (SPEC §3 Limit). Definitions (§4): 1 bet, 2 loss, 3 deposit
-- carry a period, an amount and the currency it is set in; 4 self-exclusion and 5 cooling-off
-- carry when they end (null: a permanent self-exclusion). A removed limit keeps its row.
create table player_limits (
  id uuid primary key,
  player_id uuid not null references players (id),
  definition smallint not null check (definition between 1 and 5),
  period text check (period in ('daily', 'weekly', 'monthly')),
  amount bigint check (amount > 0),
  currency text references currencies (code),
  ends_at timestamptz,
  -- An increase or a removal waits 24 hours, then the player's confirmation (DESIGN §4).
  pending_amount bigint check (pending_amount > 0),
  pending_removal boolean not null default false,
  pending_from timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  removed_at timestamptz,
  check (
    (definition in (1, 2, 3) and period is not null and amount is not null and currency is not null and ends_at is null)
    or (definition in (4, 5) and period is null and amount is null and currency is null)
  ),
  check ((pending_amount is null and not pending_removal) = (pending_from is null)),
  check (not (pending_amount is not null and pending_removal))
);

-- One money limit of a kind per period: a second one for the same period is a change of the first.
create unique index player_limits_one_per_period
  on player_limits (player_id, definition, period) where removed_at is null and definition in (1, 2, 3);
create index player_limits_player on player_limits (player_id) where removed_at is null;

-- Reality check (a reminder every N minutes of play) and session time limit (signed out after N
-- minutes), each off when null.
create table player_protection_settings (
  player_id uuid primary key references players (id),
  reality_check_minutes integer check (reality_check_minutes between 5 and 240),
  session_limit_minutes integer check (session_limit_minutes between 5 and 1440),
  updated_at timestamptz not null default now()
);
