import type { ColumnType, Generated } from 'kysely';
import type { GameFeature, GameKind } from '../../contracts/game-provider.js';

type Volatility = 'low' | 'medium' | 'high';
/** Postgres `numeric` reaches JavaScript as a string; it is written as a number or string. */
type Numeric = ColumnType<string, number | string, number | string>;
/** A calendar date reads back as `YYYY-MM-DD` (db/database.ts keeps dates as strings). */
type DateOnly = ColumnType<string, string | Date, string | Date>;

export interface GameTables {
  game_providers: {
    identity: string;
    name: string;
    is_enabled: Generated<boolean>;
    is_sportsbook: Generated<boolean>;
    sort_order: Generated<number>;
    synced_at: Date | null;
    created_at: Generated<Date>;
  };
  games: {
    identity: string;
    provider_identity: string;
    provider_game_id: string;
    name: string;
    kind: GameKind;
    themes: Generated<string[]>;
    features: Generated<GameFeature[]>;
    rtp: Numeric;
    volatility: Volatility;
    has_demo: boolean;
    devices: ('desktop' | 'mobile')[];
    tile_image: string;
    banner_image: string | null;
    released_at: DateOnly;
    min_bet: bigint;
    max_bet: bigint;
    restricted_countries: Generated<string[]>;
    is_offered: Generated<boolean>;
    is_enabled: Generated<boolean>;
    popularity: Generated<bigint>;
    search_text: Generated<string>;
    created_at: Generated<Date>;
  };
  game_collections: {
    identity: string;
    name: string;
    is_hidden: Generated<boolean>;
    countries: Generated<string[]>;
    sort_order: Generated<number>;
    games_curated: Generated<boolean>;
    created_at: Generated<Date>;
  };
  game_collection_games: {
    collection_identity: string;
    game_identity: string;
    position: Generated<number>;
  };
  game_favorites: {
    player_id: string;
    game_identity: string;
    created_at: Generated<Date>;
  };
  game_plays: {
    player_id: string;
    game_identity: string;
    last_played_at: Generated<Date>;
  };
  game_searches: {
    player_id: string;
    query: string;
    searched_at: Generated<Date>;
  };
  game_sessions: {
    id: string;
    token_hash: string;
    player_id: string;
    game_identity: string;
    currency: string;
    created_at: Generated<Date>;
    expires_at: Date;
    closed_at: Date | null;
  };
}
