-- Content records of §3, one per source file under content/<locale>/<kind>/.
create table content_records (
  id text primary key,
  locale text not null,
  kind text not null,
  stem text not null,
  extension text not null check (extension in ('md', 'yaml', 'yml', 'json')),
  page_identity text not null,
  title text,
  description text,
  meta jsonb not null default '{}',
  -- rendered, sanitised Markdown as a node tree; null for data files
  body jsonb,
  unique (kind, locale, stem),
  unique (kind, locale, page_identity)
);

-- The checksum of each kind's files as last loaded: an unchanged kind is not rewritten.
create table content_versions (
  kind text primary key,
  version text not null check (version like '3.5.0--%'),
  loaded_at timestamptz not null default now()
);

-- Per-path redirects (§2) from content/redirects.yaml; targets are checked when looked up.
create table content_redirects (
  path text primary key check (path like '/%'),
  target text not null
);
