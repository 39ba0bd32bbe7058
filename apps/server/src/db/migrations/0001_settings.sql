create table currencies (
  code text primary key check (code ~ '^[A-Z0-9]{2,10}$'),
  type text not null check (type in ('fiat', 'crypto')),
  name text not null,
  symbol text not null,
  subunit_to_unit bigint not null check (subunit_to_unit between 1 and 100000000),
  -- units of the base currency for one unit of this currency, as an exact decimal
  rate numeric(30, 12) not null check (rate > 0),
  is_enabled boolean not null default true,
  is_base boolean not null default false,
  sort_order integer not null default 0
);

create unique index currencies_one_base on currencies (is_base) where is_base;

create table sub_currencies (
  currency_code text not null references currencies (code) on delete cascade,
  code text not null,
  subunit_to_unit bigint not null check (subunit_to_unit between 1 and 100000000),
  primary key (currency_code, code)
);

create table countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  locale text not null,
  phone_prefix text not null,
  is_enabled boolean not null default true
);
