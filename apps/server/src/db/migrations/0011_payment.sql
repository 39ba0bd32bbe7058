-- Deposit and withdrawal invoices (SPEC §3 Invoice, §4 Invoice status). The money itself
-- moves only in the ledger; an invoice records what was asked and what the provider said.
create table payment_invoices (
  id uuid primary key,
  -- orders the player's list: invoices made in one instant share created_at
  seq bigint generated always as identity,
  player_id uuid not null references players (id),
  wallet_account_id uuid not null references wallet_accounts (id),
  direction text not null check (direction in ('deposit', 'withdrawal')),
  method_id text not null,
  provider text not null,
  amount bigint not null check (amount > 0),
  currency text not null references currencies (code),
  -- 1 pending, 2 success, 3 failed
  status smallint not null default 1 check (status in (1, 2, 3)),
  -- the sequence of the player's successful deposits: 1 is the first deposit
  number integer check (number > 0),
  payer jsonb not null default '{}',
  provider_payment_id text,
  public_data jsonb not null default '{}',
  declined_by_player boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((number is null) or (direction = 'deposit' and status = 2))
);

create unique index payment_invoices_deposit_number on payment_invoices (player_id, number) where number is not null;
create unique index payment_invoices_provider_payment on payment_invoices (provider, provider_payment_id);
create index payment_invoices_by_player on payment_invoices (player_id, seq desc);
create index payment_invoices_pending on payment_invoices (status, created_at) where status = 1;

-- Webhook events already applied, so a redelivery is answered without doing anything.
create table payment_webhook_events (
  provider text not null,
  event_id text not null,
  invoice_id uuid not null references payment_invoices (id),
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
