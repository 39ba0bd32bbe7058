-- The sandbox payment provider's own books (DESIGN §1). They belong to the provider,
-- as a vendor's would: the platform never reads them, it only calls the provider's API.
create table psp_sandbox_payments (
  id uuid primary key,
  merchant_reference text not null check (length(merchant_reference) between 1 and 100),
  direction text not null check (direction in ('deposit', 'payout')),
  channel text not null check (channel in ('card', 'crypto', 'pix', 'upi', 'ewallet', 'bank', 'cash')),
  amount bigint not null check (amount > 0),
  currency text not null,
  payer jsonb not null default '{}',
  return_url text not null,
  webhook_url text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  -- Set once the card form is accepted: the code the 3-D Secure step expects.
  three_ds_code text,
  crypto_address text,
  crypto_network text,
  confirmations integer not null default 0 check (confirmations >= 0),
  confirmations_required integer check (confirmations_required > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((crypto_address is null) = (crypto_network is null))
);

-- Signed webhooks waiting for the merchant's acknowledgement. A payment reaches a final
-- status once, so it has at most one event.
create table psp_sandbox_webhook_deliveries (
  id uuid primary key,
  payment_id uuid not null unique references psp_sandbox_payments (id) on delete cascade,
  event_id text not null unique,
  body text not null,
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);

create index psp_sandbox_webhook_deliveries_due on psp_sandbox_webhook_deliveries (next_attempt_at)
  where delivered_at is null;
