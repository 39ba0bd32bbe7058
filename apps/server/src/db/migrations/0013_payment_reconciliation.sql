-- Crash safety for payments (issue 11 §3). An invoice is stored, with its id as the
-- merchant reference, before the provider is called; until the provider's id is known
-- its state there is unknown. A sweep asks the provider about every invoice still open
-- at reconcile_after; each ask pushes reconcile_after out (a lease, then the next
-- check), so any number of processes can sweep with FOR UPDATE SKIP LOCKED.
alter table payment_invoices
  add column reconcile_after timestamptz,
  add column reconcile_attempts integer not null default 0 check (reconcile_attempts >= 0),
  -- why the sweep gave up: the operator's list (`npm run admin -- reconciliation`)
  add column unresolved_reason text,
  add column unresolved_at timestamptz,
  add check ((unresolved_reason is null) = (unresolved_at is null));

update payment_invoices set reconcile_after = created_at where status = 1;

create index payment_invoices_reconcile_due on payment_invoices (reconcile_after)
  where status = 1 and unresolved_reason is null;
create index payment_invoices_unresolved on payment_invoices (unresolved_at) where unresolved_reason is not null;

-- The provider's side of the same promise: one payment per merchant reference, so a
-- create repeated after a crash or a timeout finds the payment the first one made.
create unique index psp_sandbox_payments_merchant_reference on psp_sandbox_payments (merchant_reference);
