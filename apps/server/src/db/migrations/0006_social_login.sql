-- A social login in flight: what the callback needs to finish it. The state itself
-- is only stored hashed; a row is taken (deleted) by the one callback that uses it.
create table social_login_states (
  state_hash text primary key,
  provider text not null,
  nonce text not null,
  code_verifier text not null,
  -- Set when a signed-in player connects a provider: the callback links instead of signing in.
  player_id uuid references players (id) on delete cascade,
  locale text,
  affiliate_tag text,
  fingerprint text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index social_login_states_expiry on social_login_states (expires_at);
