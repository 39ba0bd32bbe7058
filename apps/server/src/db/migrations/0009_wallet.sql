-- A player's wallet account per currency (SPEC §3 "Wallet account"): the view of their
-- real-money ledger account, which one is active, and which ones they hid.
create table wallet_accounts (
  id uuid primary key,
  player_id uuid not null references players (id) on delete cascade,
  currency text not null references currencies (code),
  ledger_account_id bigint not null unique references ledger_accounts (id),
  status smallint not null default 2 check (status in (1, 2)),
  is_hidden boolean not null default false,
  created_at timestamptz not null default now(),
  unique (player_id, currency),
  check (not (status = 1 and is_hidden))
);

create unique index wallet_accounts_one_active on wallet_accounts (player_id) where status = 1;
