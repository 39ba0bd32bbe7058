-- The "popular" order counts each game's rounds of the last week (catalogue/popularity.ts):
-- the job reads them by time without touching the table's rows.
create index game_rounds_recent on game_rounds (created_at, game_identity, player_id) include (status);
