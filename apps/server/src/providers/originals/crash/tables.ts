import type { Generated, JSONColumnType, Kysely } from 'kysely';
import type { OriginalsTables } from '../tables.js';

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** Crash's own tables (migration 0028); its bets are `originals_bets` rows (see the migration). */
export type CrashTables = {
  originals_crash_chains: {
    id: string;
    secret: string;
    salt: string;
    length: number;
    terminating_hash: string;
    checkpoints: JSONColumnType<Record<string, string>, string, string>;
    created_at: Generated<Date>;
  };
  originals_crash_rounds: {
    id: string;
    chain_id: string;
    number: number;
    seed_pair_id: string;
    crash_point: number;
    phase: CrashPhase;
    betting_ends_at: Date;
    started_at: Date | null;
    crashed_at: Date | null;
    created_at: Generated<Date>;
  };
};

/** The studio's tables with Crash's own: its bets and seed pairs live in the studio's. */
export type CrashDb = Kysely<OriginalsTables & CrashTables>;
