-- The double-entry ledger (DESIGN §4 Money). The rules money must never break are
-- constraints here, so no code path, however buggy, can commit a state that breaks them.

create table ledger_accounts (
  id bigint generated always as identity primary key,
  currency text not null references currencies (code),
  -- `system` accounts belong to the operator (PSP clearing, pending withdrawals, house, fees).
  kind text not null check (kind in ('real', 'bonus', 'system')),
  player_id uuid references players (id),
  system_name text check (system_name ~ '^[a-z][a-z0-9_]*(:[a-z0-9_.-]+)?$'),
  -- Each system account is spread over a few rows per currency so that no single row is
  -- touched by every transfer (DESIGN §4 Hot rows); invariants sum over the slots.
  slot smallint check (slot >= 0),
  balance bigint not null default 0,
  -- Two-phase transfers: reserved but not yet posted or voided amounts.
  debits_pending bigint not null default 0 check (debits_pending >= 0),
  credits_pending bigint not null default 0 check (credits_pending >= 0),
  created_at timestamptz not null default now(),
  check (
    (kind = 'system' and player_id is null and system_name is not null and slot is not null)
    or (kind <> 'system' and player_id is not null and system_name is null and slot is null)
  ),
  -- A sub-account of a system account may run negative while the whole stays positive,
  -- so only player money is floored, and held funds count as spent.
  constraint ledger_accounts_player_balance_non_negative check (kind = 'system' or balance >= 0),
  constraint ledger_accounts_player_held_within_balance check (kind = 'system' or balance >= debits_pending),
  unique (player_id, currency, kind),
  unique (system_name, currency, slot),
  -- The target of the transfers' foreign keys that make their currency match both accounts.
  unique (id, currency)
);

create table ledger_transfers (
  id bigint generated always as identity primary key,
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  debit_account_id bigint not null,
  credit_account_id bigint not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  reason text not null check (reason in ('deposit', 'withdrawal', 'adjustment', 'bet', 'win', 'rollback', 'fee')),
  reference text,
  -- `pending` reserves; a `posted` or `voided` row with pending_id settles that reserve.
  status text not null check (status in ('posted', 'pending', 'voided')),
  pending_id bigint references ledger_transfers (id),
  created_at timestamptz not null default now(),
  check (debit_account_id <> credit_account_id),
  check (status <> 'pending' or pending_id is null),
  check (status <> 'voided' or pending_id is not null),
  foreign key (debit_account_id, currency) references ledger_accounts (id, currency),
  foreign key (credit_account_id, currency) references ledger_accounts (id, currency)
);

-- A reserve is settled at most once: a racing post and void cannot both commit.
create unique index ledger_transfers_one_settlement on ledger_transfers (pending_id) where pending_id is not null;
create index ledger_transfers_debit on ledger_transfers (debit_account_id, id);
create index ledger_transfers_credit on ledger_transfers (credit_account_id, id);

-- The transfers are the journal the balances are audited against: history is never rewritten.
create function ledger_transfers_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger_transfers is append-only' using errcode = 'restrict_violation';
end;
$$;

create trigger ledger_transfers_append_only
  before update or delete or truncate on ledger_transfers
  for each statement execute function ledger_transfers_append_only();
