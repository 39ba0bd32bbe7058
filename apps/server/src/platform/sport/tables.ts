import type { ColumnType, Generated } from 'kysely';
import type { Fraction, MarketStatus, MatchPhase, Specifiers, VoidFactor } from '../../contracts/sport-feed.js';

/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface StoredOutcome {
  id: string;
  name: string;
  odds: number;
  active: boolean;
}

export interface StoredResult {
  id: string;
  result: 0 | 1;
  voidFactor: VoidFactor;
  deadHeatFactor?: Fraction;
}

export type BetKind = 'single' | 'combo' | 'system';
export type Acceptance = 'none' | 'higher' | 'any';
export type OddsFormat = 'decimal' | 'fractional' | 'american';
export type BetStatus = 'pending' | 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'refused';

export interface SportTables {
  sport_feed_cursors: { feed: string; sequence: bigint; updated_at: Generated<Date> };
  sport_feed_messages: {
    feed: string;
    message_id: string;
    sequence: bigint;
    type: string;
    event_id: bigint;
    received_at: Generated<Date>;
  };
  sport_sports: { id: number; name: string; slug: string; virtual: Generated<boolean> };
  sport_categories: { id: number; sport_id: number; name: string; region: string | null };
  sport_championships: { id: number; category_id: number; sport_id: number; name: string };
  sport_events: {
    id: bigint;
    sport_id: number;
    category_id: number;
    championship_id: number;
    name: string;
    competitors: Json<{ id: number; name: string }[]>;
    start_time: Date;
    live_odds: boolean;
    phase: Generated<MatchPhase>;
    period: string | null;
    clock_seconds: number | null;
    score: ColumnType<number[], string | undefined, string>;
    period_scores: ColumnType<number[][], string | undefined, string>;
    odds_sequence: Generated<bigint>;
    bet_stop_at: Date | null;
    search_text: string;
    updated_at: Generated<Date>;
  };
  sport_markets: {
    event_id: bigint;
    market_key: string;
    market_id: number;
    specifiers: Json<Specifiers>;
    name: string;
    status: MarketStatus;
    outcomes: Json<StoredOutcome[]>;
    results: Json<StoredResult[] | null>;
    sort_order: Generated<number>;
    updated_at: Generated<Date>;
  };
  sport_bets: {
    id: string;
    player_id: string;
    request_id: string;
    currency: string;
    kind: BetKind;
    sizes: Json<number[]>;
    system_name: string | null;
    unit_stake: bigint;
    lines: number;
    stake: bigint;
    acceptance: Acceptance;
    status: BetStatus;
    is_live: boolean;
    potential_payout: bigint;
    payout: Generated<bigint>;
    clawback_due: Generated<bigint>;
    stake_posted: Generated<boolean>;
    refusal: string | null;
    accept_after: Date | null;
    placed_at: Generated<Date>;
    accepted_at: Date | null;
    settled_at: Date | null;
  };
  sport_bet_legs: {
    bet_id: string;
    leg_no: number;
    event_id: bigint;
    market_key: string;
    outcome_id: string;
    odds: number;
    event_name: string;
    market_name: string;
    outcome_name: string;
    result: Json<StoredResult | null>;
    cancelled: Generated<boolean>;
  };
  sport_player_settings: {
    player_id: string;
    odds_format: OddsFormat;
    acceptance: Acceptance;
    updated_at: Generated<Date>;
  };
  sport_tokens: {
    token_hash: string;
    player_id: string;
    session_id: string;
    currency: string;
    created_at: Generated<Date>;
    expires_at: Date;
  };
}
