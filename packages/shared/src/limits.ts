import type { LIMIT_DEFINITION, LIMIT_PERIODS } from './statuses.js';

/** SPEC §4 Limit definitions: 1 bet, 2 loss, 3 deposit, 4 self-exclusion, 5 cooling-off. */
export type LimitDefinition = (typeof LIMIT_DEFINITION)[keyof typeof LIMIT_DEFINITION];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How long a self-exclusion lasts: 6 months, 1 year, 5 years or for good. */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
/** How long a cooling-off (time-out) lasts: up to 6 weeks. */
export const COOLING_OFF_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export type ExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number] | (typeof COOLING_OFF_DURATIONS)[number];

/** An increase or a removal waits this long before the player may confirm it. */
export const LIMIT_CHANGE_DELAY_MS = 24 * 60 * 60 * 1000;

/** A limit as the player sees it (SPEC §3 Limit, with what it has used and what waits). */
export interface LimitView {
  id: string;
  definition: LimitDefinition;
  period: LimitPeriod | null;
  /** Minor units of `currency`; null for self-exclusion and cooling-off. */
  amount: number | null;
  currency: string | null;
  /** When a self-exclusion or cooling-off ends; null for money limits and a permanent exclusion. */
  endsAt: string | null;
  createdAt: string;
  /** An increase or removal asked for, which the player may confirm from `effectiveAt` on. */
  pending: { amount: number | null; removal: boolean; effectiveAt: string; isDue: boolean } | null;
  /** What the current window has used of a money limit, in its currency. */
  usage: { used: number; remaining: number; windowStart: string; resetsAt: string | null } | null;
}

/** The self-exclusion or cooling-off in force, which leaves the player in restricted mode. */
export interface PlayerRestriction {
  definition: 4 | 5;
  /** Null for a permanent self-exclusion. */
  endsAt: string | null;
}

export interface LimitsAnswer {
  data: LimitView[];
  restriction: PlayerRestriction | null;
}

/** Reality check and session time limit; null is off. */
export interface ProtectionSettings {
  realityCheckMinutes: number | null;
  sessionLimitMinutes: number | null;
}

/** The settings in force, and a longer session limit (or none) waiting its 24 hours. */
export interface ProtectionState extends ProtectionSettings {
  /** A longer limit, or none (null minutes), waiting for the player's confirmation from effectiveAt on. */
  pendingSessionLimit: { minutes: number | null; effectiveAt: string; isDue: boolean } | null;
}

/** The reality-check intervals a player may pick, in minutes (off is null). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** The session time limits offered, in minutes; the API takes any whole number from 5 to 1440. */
export const SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360, 480, 720] as const;
export const SESSION_LIMIT_RANGE = { min: 5, max: 1440 } as const;

/** Net result of the current session in one currency: stakes − wins, so a positive net is a loss. */
export interface SessionResult {
  currency: string;
  stakes: number;
  wins: number;
  net: number;
}

/** The signed-in session as the reality check and the session limit see it. */
export interface SessionProtection extends ProtectionState {
  /** When this session signed in: the reality check counts its intervals from here. */
  startedAt: string;
  /** When the session limit ends this session; null without a limit. */
  endsAt: string | null;
  /** Stakes and wins since sign-in, from the ledger, per currency played. */
  results: SessionResult[];
}

/** `GET /api/player/protection`: the settings, this session, and whether a first deposit is still to come. */
export interface ProtectionAnswer extends SessionProtection {
  hasDeposited: boolean;
}
