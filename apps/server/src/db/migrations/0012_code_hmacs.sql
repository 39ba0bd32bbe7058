-- One-time codes are now kept as HMAC-SHA256 under a key from the environment: a
-- plain SHA-256 of six digits is undone by trying all million. Codes still open
-- lose their old hash (their link tokens, high-entropy SHA-256, keep working).
update player_codes set code_hash = '' where used_at is null;
