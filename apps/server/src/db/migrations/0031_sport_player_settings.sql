-- A signed-in player's sportsbook settings (issue 17): how odds are shown and which odds
-- changes a bet slip accepts by default. Guests keep theirs in the browser.
create table sport_player_settings (
  player_id uuid primary key references players (id),
  odds_format text not null check (odds_format in ('decimal', 'fractional', 'american')),
  acceptance text not null check (acceptance in ('none', 'higher', 'any')),
  updated_at timestamptz not null default now()
);

-- A sportsbook token belongs to the site session that asked for it: it authorises the
-- widget's calls only while that session is open, and only for its player.
delete from sport_tokens;
alter table sport_tokens add column session_id uuid not null references player_sessions (id);
