import type { ColumnType, Generated } from 'kysely';
import type { OperatorRole } from './roles.js';

export interface OperatorTables {
  operators: {
    id: string;
    email: string;
    password_hash: string;
    totp_secret: string;
    totp_last_step: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
    role: OperatorRole;
    status: Generated<'active' | 'disabled'>;
    failed_attempts: Generated<number>;
    attempts_window_ends_at: Date | null;
    created_at: Generated<Date>;
  };
  operator_sessions: {
    id: string;
    operator_id: string;
    created_at: Generated<Date>;
    expires_at: Date;
    closed_at: Date | null;
    ip: string | null;
    user_agent: string | null;
  };
  operator_api_keys: {
    id: string;
    operator_id: string;
    name: string;
    key_hash: string;
    created_at: Generated<Date>;
    last_used_at: Date | null;
    revoked_at: Date | null;
  };
  operator_audit_log: {
    id: ColumnType<bigint, bigint | number | string, never>;
    at: ColumnType<Date, Date, never>;
    operator_id: ColumnType<string | null, string | null, never>;
    action: ColumnType<string, string, never>;
    target: ColumnType<string | null, string | null, never>;
    details: ColumnType<Record<string, unknown>, string, never>;
    ip: ColumnType<string | null, string | null, never>;
    prev_hash: ColumnType<string, string, never>;
    hash: ColumnType<string, string, never>;
  };
  operator_audit_head: {
    singleton: Generated<boolean>;
    last_id: ColumnType<bigint | null, never, bigint | number | string>;
    last_hash: ColumnType<string, never, string>;
  };
}
