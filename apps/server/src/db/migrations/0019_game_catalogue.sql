-- The casino catalogue (issue 13): game providers, their games, the lobby's collections,
-- and what each player keeps of them (favourites, games played, recent searches), plus the
-- game sessions the seamless wallet checks its tokens against.

create table game_providers (
  identity text primary key check (identity ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  name text not null,
  -- The operator's switch; a provider with no enabled game is hidden too (SPEC §9).
  is_enabled boolean not null default true,
  -- The sportsbook is launched like a game but never listed in the casino lobby (SPEC §9).
  is_sportsbook boolean not null default false,
  sort_order integer not null default 0,
  synced_at timestamptz,
  created_at timestamptz not null default now()
);

create table games (
  -- `${provider}-${providerGameId}`: stable, readable, unique across providers.
  identity text primary key check (identity ~ '^[a-z0-9][a-z0-9-]{1,99}$'),
  provider_identity text not null references game_providers (identity),
  provider_game_id text not null,
  name text not null,
  kind text not null check (kind in ('slot', 'table', 'crash', 'instant', 'live', 'sport')),
  themes text[] not null default '{}',
  features text[] not null default '{}',
  -- Declared return to player, percent with two decimals.
  rtp numeric(5, 2) not null check (rtp > 0 and rtp <= 100),
  volatility text not null check (volatility in ('low', 'medium', 'high')),
  has_demo boolean not null,
  devices text[] not null,
  tile_image text not null,
  banner_image text,
  released_at date not null,
  min_bet bigint not null check (min_bet > 0),
  max_bet bigint not null check (max_bet >= min_bet),
  restricted_countries text[] not null default '{}',
  -- Set by the provider's list: a game it no longer offers is withdrawn, never deleted.
  is_offered boolean not null default true,
  -- The operator's switch.
  is_enabled boolean not null default true,
  -- Rounds played over the last days; the lobby's "popular" sort.
  popularity bigint not null default 0,
  created_at timestamptz not null default now(),
  unique (provider_identity, provider_game_id)
);
create index games_provider on games (provider_identity);

create table game_collections (
  identity text primary key check (identity ~ '^[a-z0-9][a-z0-9-]{1,59}$'),
  name text not null,
  -- Hidden collections are not listed in the lobby but still open by their address.
  is_hidden boolean not null default false,
  -- Empty: shown everywhere; else only to visitors from these countries (SPEC §9).
  countries text[] not null default '{}',
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create table game_collection_games (
  collection_identity text not null references game_collections (identity) on delete cascade,
  game_identity text not null references games (identity),
  position integer not null default 0,
  primary key (collection_identity, game_identity)
);
create index game_collection_games_game on game_collection_games (game_identity);

create table game_favorites (
  player_id uuid not null references players (id),
  game_identity text not null references games (identity),
  created_at timestamptz not null default now(),
  primary key (player_id, game_identity)
);

-- One row per player and game: the newest launch first is the "recently played" order (SPEC §9).
create table game_plays (
  player_id uuid not null references players (id),
  game_identity text not null references games (identity),
  last_played_at timestamptz not null default now(),
  primary key (player_id, game_identity)
);
create index game_plays_recent on game_plays (player_id, last_played_at desc);

create table game_searches (
  player_id uuid not null references players (id),
  query text not null check (char_length(query) between 1 and 100),
  searched_at timestamptz not null default now(),
  primary key (player_id, query)
);

-- A real-money session opened by a launch: the provider's token binds player, game and
-- currency. Only its SHA-256 is kept, so a copy of the database cannot play as anyone.
create table game_sessions (
  id uuid primary key,
  token_hash text not null unique,
  player_id uuid not null references players (id),
  game_identity text not null references games (identity),
  currency text not null,
  created_at timestamptz not null default now(),
  -- Bets need a live session; wins and rollbacks never look at this (DESIGN §4 Games).
  expires_at timestamptz not null,
  closed_at timestamptz
);
create index game_sessions_player on game_sessions (player_id, created_at desc);
