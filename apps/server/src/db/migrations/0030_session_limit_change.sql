-- Player protection (issue 16): loosening the session time limit (a longer one, or none) waits
-- 24 hours, as every limit increase does; a shorter limit applies at once. The waiting value is
-- kept beside the one in force and takes over by itself when its time comes.
alter table player_protection_settings
  add column pending_session_limit_minutes integer check (pending_session_limit_minutes between 5 and 1440),
  add column session_limit_pending_from timestamptz,
  add check (pending_session_limit_minutes is null or session_limit_pending_from is not null);
