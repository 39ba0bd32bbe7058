-- Operator settings (issue 17): values an operator changes at run time (sport limits, live
-- delays, cash-out margin, retention) instead of constants in the code. A key without a row
-- means the code's default; each domain declares and validates its own keys.
create table operator_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references operators (id)
);
