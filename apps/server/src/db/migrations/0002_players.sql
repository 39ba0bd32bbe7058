create table players (
  id uuid primary key,
  email text,
  phone text,
  password_hash text,
  nickname text,
  first_name text,
  last_name text,
  birthdate date,
  gender text check (gender in ('male', 'female', 'other')),
  country text,
  city text,
  address text,
  postal_code text,
  time_zone text,
  personal_id_number text,
  locale text,
  language text,
  currency text references currencies (code),
  tg_user_id text,
  avatar_id text,
  bonus_id text,
  affiliate_tag text,
  status smallint not null default 1,
  receive_email_promo boolean not null default false,
  receive_sms_promo boolean not null default false,
  email_confirmed_at timestamptz,
  phone_confirmed_at timestamptz,
  is_newly_registered boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (email is null or email = lower(email)),
  check (email is not null or phone is not null or tg_user_id is not null)
);

create unique index players_email on players (email) where email is not null;
create unique index players_phone on players (phone) where phone is not null;
create unique index players_nickname on players (lower(nickname)) where nickname is not null;
create unique index players_tg_user on players (tg_user_id) where tg_user_id is not null;

create table player_sessions (
  id uuid primary key,
  player_id uuid not null references players (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  closed_at timestamptz,
  ip text,
  user_agent text,
  device text,
  platform text not null default 'web' check (platform in ('web', 'tg')),
  source text,
  fingerprint text,
  login_method text not null
);

create index player_sessions_open on player_sessions (player_id, last_seen_at desc) where closed_at is null;

create table player_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
