-- Messages in the player's notification centre (SPEC §3 "Notification message").
-- seq orders the list: several messages can share one created_at.
create table messenger_messages (
  id uuid primary key,
  seq bigint generated always as identity,
  player_id uuid not null references players (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  body text not null default '' check (length(body) <= 5000),
  state smallint not null default 1 check (state in (1, 2)),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  check ((state = 2) = (read_at is not null))
);

create index messenger_messages_by_player on messenger_messages (player_id, seq desc);
create index messenger_messages_unread on messenger_messages (player_id) where state = 1;

-- Push notifications sent to the player (SPEC §3 "Push notification"), kept for the list.
create table push_notifications (
  id uuid primary key,
  seq bigint generated always as identity,
  player_id uuid not null references players (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  body text not null default '' check (length(body) <= 1000),
  url text check (url is null or length(url) <= 2000),
  state smallint not null default 1 check (state in (1, 2)),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  check ((state = 2) = (read_at is not null))
);

create index push_notifications_by_player on push_notifications (player_id, seq desc);

-- A browser's Web Push subscription; the endpoint is unique to that browser profile.
create table web_push_subscriptions (
  endpoint text primary key check (length(endpoint) <= 2000),
  player_id uuid not null references players (id) on delete cascade,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);

create index web_push_subscriptions_by_player on web_push_subscriptions (player_id);

-- Messages sent with the contact form, for the support team.
create table contact_messages (
  id uuid primary key,
  player_id uuid references players (id) on delete set null,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  locale text,
  ip text,
  created_at timestamptz not null default now()
);
