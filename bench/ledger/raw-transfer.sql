\set player random(0, :players - 1)
\set slot random(0, 7)
\set amount random(1, 99)
BEGIN;
UPDATE ledger_accounts SET balance = balance - :amount WHERE id = (SELECT account_id FROM bench_players WHERE n = :player);
UPDATE ledger_accounts SET balance = balance + :amount WHERE id = (SELECT account_id FROM bench_house WHERE n = :slot);
INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, currency, reason, status)
  VALUES ('raw:' || gen_random_uuid(), (SELECT account_id FROM bench_players WHERE n = :player), (SELECT account_id FROM bench_house WHERE n = :slot), :amount, 'EUR', 'bet', 'posted');
END;
