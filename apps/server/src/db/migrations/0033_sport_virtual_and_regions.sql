-- Virtual sports (SPEC §2 /sport/virtual) are listed apart from the real ones, and a
-- category's region (a country, a home nation or a continent) lets players read it in
-- their own language (issue 17).
alter table sport_sports add column virtual boolean not null default false;
alter table sport_categories add column region text;
