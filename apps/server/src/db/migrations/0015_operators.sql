-- Operators sign in with their own accounts (issue 11 §6); every action they take is
-- appended to a hash-chained audit log that the database itself keeps append-only.

create table operators (
  id uuid primary key,
  email text not null unique check (email = lower(email)),
  password_hash text not null,
  -- Sealed with the secret box (purpose 'operator-totp'): a copy of the database alone cannot mint codes.
  totp_secret text not null,
  -- The last TOTP time step accepted, so a code cannot be replayed within its window.
  totp_last_step bigint,
  role text not null check (role in ('support', 'payments', 'risk', 'admin')),
  status text not null default 'active' check (status in ('active', 'disabled')),
  failed_attempts integer not null default 0,
  attempts_window_ends_at timestamptz,
  created_at timestamptz not null default now()
);

create table operator_sessions (
  id uuid primary key,
  operator_id uuid not null references operators (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  closed_at timestamptz,
  ip text,
  user_agent text
);

create table operator_api_keys (
  id uuid primary key,
  operator_id uuid not null references operators (id),
  name text not null,
  -- SHA-256 of the key: the key itself is shown once, when it is made.
  key_hash text not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

create index operator_api_keys_operator on operator_api_keys (operator_id);

create sequence operator_audit_log_id_seq;

create table operator_audit_log (
  -- Drawn from operator_audit_log_id_seq while the chain head is locked, so ids follow the chain.
  id bigint primary key,
  at timestamptz not null,
  operator_id uuid references operators (id),
  action text not null,
  target text,
  details jsonb not null default '{}',
  ip text,
  prev_hash text not null,
  hash text not null unique
);

alter sequence operator_audit_log_id_seq owned by operator_audit_log.id;

-- One row: the end of the chain. Appends lock it (select … for update), so two appends
-- never link to the same predecessor, and it shows when the newest rows were cut off.
create table operator_audit_head (
  singleton boolean primary key default true check (singleton),
  last_id bigint,
  last_hash text not null
);

insert into operator_audit_head (last_id, last_hash) values (null, repeat('0', 64));

create function operator_audit_refuse() returns trigger language plpgsql as $$
begin
  raise exception 'the operator audit log is append-only: % on % refused', tg_op, tg_table_name;
end
$$;

create trigger operator_audit_log_append_only before update or delete on operator_audit_log
  for each row execute function operator_audit_refuse();
create trigger operator_audit_log_no_truncate before truncate on operator_audit_log
  for each statement execute function operator_audit_refuse();
create trigger operator_audit_head_kept before delete on operator_audit_head
  for each row execute function operator_audit_refuse();
create trigger operator_audit_head_no_truncate before truncate on operator_audit_head
  for each statement execute function operator_audit_refuse();

create function operator_audit_head_forward() returns trigger language plpgsql as $$
begin
  if new.last_id is null or (old.last_id is not null and new.last_id <= old.last_id) then
    raise exception 'the operator audit chain head only moves forward';
  end if;
  return new;
end
$$;

create trigger operator_audit_head_forward before update on operator_audit_head
  for each row execute function operator_audit_head_forward();
