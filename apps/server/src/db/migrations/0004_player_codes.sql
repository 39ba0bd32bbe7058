create table player_codes (
  id uuid primary key,
  player_id uuid references players (id) on delete cascade,
  purpose text not null,
  target text not null,
  code_hash text not null,
  token_hash text not null unique,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index player_codes_open on player_codes (purpose, target, created_at desc) where used_at is null;

create table message_outbox (
  id uuid primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);

create index message_outbox_recipient on message_outbox (recipient, created_at desc);
