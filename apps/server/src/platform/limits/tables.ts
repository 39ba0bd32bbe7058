import type { Generated } from 'kysely';

/** Tables of migration 0024: the player's limits and protection settings. */
export interface LimitTables {
  player_limits: {
    id: string;
    player_id: string;
    definition: number;
    period: string | null;
    amount: bigint | null;
    currency: string | null;
    ends_at: Date | null;
    pending_amount: bigint | null;
    pending_removal: Generated<boolean>;
    pending_from: Date | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    removed_at: Date | null;
  };
  player_protection_settings: {
    player_id: string;
    reality_check_minutes: number | null;
    session_limit_minutes: number | null;
    /** Migration 0030: a longer limit or none, asked for at `session_limit_pending_from`. */
    pending_session_limit_minutes: number | null;
    session_limit_pending_from: Date | null;
    updated_at: Generated<Date>;
  };
}
