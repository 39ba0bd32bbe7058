-- What the catalogue needs beyond 0019 (issue 13).

-- Name, provider name and themes folded to lower case without accents when a game is synced,
-- so a search is one ILIKE that matches "Pharaoh" for "PHARAÖH" on PGlite and PostgreSQL alike.
alter table games add column search_text text not null default '';

-- Set once an operator chooses a collection's games: a sync then leaves them alone, while the
-- seeded collections it made itself follow the games' data.
alter table game_collections add column games_curated boolean not null default false;
