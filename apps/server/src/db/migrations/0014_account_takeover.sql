-- Refresh rotation (issue 11 §5): an access token carries the generation of its session
-- it was issued for, and only the newest generation may be refreshed. The database keeps
-- the counter, never a token, so a read of this table yields nothing that signs anyone in.
alter table player_sessions add column refresh_generation integer not null default 0;
alter table player_sessions add column refreshed_at timestamptz;

-- Set when the owner undoes a change they did not make: nobody signs in until a new
-- password is set through the restored address.
alter table players add column locked_at timestamptz;

-- Every change of e-mail, phone or password, with the link that undoes it. Only the
-- link's hash is kept.
create table player_account_changes (
  id uuid primary key,
  player_id uuid not null references players (id) on delete cascade,
  kind text not null check (kind in ('email', 'phone', 'password')),
  previous_value text,
  token_hash text not null unique,
  expires_at timestamptz not null,
  undone_at timestamptz,
  created_at timestamptz not null default now()
);

create index player_account_changes_by_player on player_account_changes (player_id, created_at desc);
