create table social_connections (
  player_id uuid not null references players (id) on delete cascade,
  provider text not null,
  subject text not null,
  display_name text,
  created_at timestamptz not null default now(),
  primary key (player_id, provider),
  unique (provider, subject)
);
