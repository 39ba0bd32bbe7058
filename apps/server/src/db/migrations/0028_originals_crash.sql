-- Originals Crash (providers/originals/crash): one multiplayer round at a time, decided by a
-- hash chain committed in advance. The studio's own tables; the platform never reads them.

-- A chain of game hashes (see packages/shared/src/originals/crash.ts): the secret is hashed
-- `length` times; `terminating_hash` is published before round 1. `checkpoints` keeps every
-- few hundredth hash ({"500": "…"}) so a round's hash is a few hundred SHA-256 away, not N.
create table originals_crash_chains (
  id text primary key,
  secret text not null check (secret ~ '^[0-9a-f]{64}$'),
  salt text not null check (salt ~ '^[0-9a-f]{64}$'),
  length integer not null check (length > 0),
  terminating_hash text not null check (terminating_hash ~ '^[0-9a-f]{64}$'),
  checkpoints jsonb not null,
  created_at timestamptz not null default now()
);

-- A round is also a seed pair (originals_seed_pairs, owner `crash:<round id>`): its server seed
-- is the round's game hash, whose SHA-256 (the commitment shown while it runs) is the hash of
-- the round before; the client seed is the chain's salt; each bet takes the next nonce, and the
-- bets themselves are originals_bets rows with that pair, so the wallet journal, the settle
-- sweep and the bet log serve Crash as they serve every original. The pair is revealed at the crash.
-- Each phase has its deadline here: the loop that moves rounds on reads nothing else, so any
-- process, after any restart, carries the round on from where it stands.
create table originals_crash_rounds (
  id text primary key,
  chain_id text not null references originals_crash_chains (id),
  number integer not null check (number > 0),
  seed_pair_id text not null references originals_seed_pairs (id),
  -- Hundredths (1.70× is 170); secret until the crash.
  crash_point integer not null check (crash_point >= 100),
  phase text not null check (phase in ('betting', 'running', 'crashed')),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  crashed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (chain_id, number),
  check ((phase = 'betting') = (started_at is null)),
  check ((phase = 'crashed') = (crashed_at is not null))
);

-- One live round for everyone: two processes cannot both open the next one.
create unique index originals_crash_rounds_live on originals_crash_rounds ((true)) where phase <> 'crashed';
create index originals_crash_rounds_recent on originals_crash_rounds (created_at desc);
