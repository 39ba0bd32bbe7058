-- Two-factor sign-in with an authenticator app (RFC 6238). The row also counts the
-- attempts at every secret the 2FA endpoints check (TOTP, recovery code, password,
-- e-mailed code), so it can exist before a secret does.
create table player_two_factor (
  player_id uuid primary key references players (id) on delete cascade,
  -- The base32 seed sealed with SECRETS_KEY (purpose 'player-totp'); never stored in the clear.
  secret_sealed text,
  -- Null while the secret waits for its first code: the player is asked for nothing yet.
  enabled_at timestamptz,
  -- The newest time step a code was accepted for: a code is good once, even within its window.
  last_used_step bigint,
  attempts integer not null default 0,
  attempts_reset_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Ten per enrolment, each good once; only their SHA-256 is kept.
create table player_recovery_codes (
  player_id uuid not null references players (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (player_id, code_hash)
);

-- A sign-in whose first factor passed and that waits for the second. The token the
-- browser holds is only stored hashed; one completion takes it.
create table player_two_factor_challenges (
  token_hash text primary key,
  player_id uuid not null references players (id) on delete cascade,
  login_method text not null,
  platform text not null check (platform in ('web', 'tg')),
  fingerprint text,
  locale text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index player_two_factor_challenges_expiry on player_two_factor_challenges (expires_at);
