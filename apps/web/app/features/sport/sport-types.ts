/** The sportsbook API's shapes (apps/server/src/platform/sport/routes.ts). Odds are thousandths. */

export interface Outcome {
  id: string;
  name: string;
  odds: number;
  active: boolean;
}

export interface Market {
  key: string;
  marketId: number;
  specifiers: Record<string, string>;
  name: string;
  status: string;
  outcomes: Outcome[];
}

export interface SportEvent {
  id: string;
  name: string;
  startTime: string;
  phase: string;
  isLive: boolean;
  liveOdds: boolean;
  period: string | null;
  clockSeconds: number | null;
  score: number[];
  periodScores: number[][];
  competitors: { id: number; name: string }[];
  championship: {
    id: number;
    name: string;
    category: {
      id: number;
      name: string;
      /** A country or home nation code (`DE`, `GB-ENG`): the name the reader's language gives it. */
      region: string | null;
      sport: { id: number; name: string; slug: string; virtual: boolean };
    };
  };
  markets: Market[];
  marketCount: number;
}

/** A finished event's market as settled: each outcome won (1) or lost (0), with its refunded share. */
export interface SettledMarket extends Omit<Market, 'status' | 'outcomes'> {
  status: 'settled' | 'cancelled';
  outcomes: (Outcome & {
    result: 0 | 1;
    voidFactor: '0' | '0.5' | '1';
    deadHeatFactor?: { num: number; den: number };
  })[];
}

export interface SportResult extends SportEvent {
  settlements: SettledMarket[];
}

export interface SportMenuItem {
  id: number;
  name: string;
  code: string;
  virtual: boolean;
  events: number;
  live: number;
}

export interface SportInfo {
  id: number;
  name: string;
  code: string;
  virtual: boolean;
  Categories: { CategoryId: number; Name: string; Region: string | null }[];
  Championships: { ChampionshipId: number; Name: string; CategoryId: number }[];
}

export type LegResult = 'open' | 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';

export interface SportBet {
  id: string;
  kind: 'single' | 'combo' | 'system';
  system: string | null;
  status: 'pending' | 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'refused';
  isSettled: boolean;
  currency: string;
  stake: string;
  unitStake: string;
  lines: number;
  potentialPayout: string;
  payout: string;
  cashout: string | null;
  isLive: boolean;
  acceptAt: string | null;
  placedAt: string;
  settledAt: string | null;
  legs: {
    eventId: string;
    eventName: string;
    sportId: number;
    competitors: { id: number; name: string }[];
    marketKey: string;
    marketName: string;
    outcomeId: string;
    outcomeName: string;
    odds: number;
    result: LegResult;
  }[];
}

/** What the bet slip holds for one pick. */
export interface SlipPick {
  eventId: string;
  eventName: string;
  marketKey: string;
  marketName: string;
  outcomeId: string;
  outcomeName: string;
  odds: number;
}
