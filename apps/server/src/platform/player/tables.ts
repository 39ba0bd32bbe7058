import type { ColumnType, Generated } from 'kysely';

export interface PlayerTables {
  players: {
    id: string;
    email: string | null;
    phone: string | null;
    password_hash: string | null;
    nickname: string | null;
    first_name: string | null;
    last_name: string | null;
    birthdate: ColumnType<string | null, string | null | undefined, string | null>;
    gender: 'male' | 'female' | 'other' | null;
    country: string | null;
    city: string | null;
    address: string | null;
    postal_code: string | null;
    time_zone: string | null;
    personal_id_number: string | null;
    locale: string | null;
    language: string | null;
    currency: string | null;
    tg_user_id: string | null;
    avatar_id: string | null;
    bonus_id: string | null;
    affiliate_tag: string | null;
    status: Generated<number>;
    receive_email_promo: Generated<boolean>;
    receive_sms_promo: Generated<boolean>;
    email_confirmed_at: Date | null;
    phone_confirmed_at: Date | null;
    is_newly_registered: Generated<boolean>;
    locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  player_sessions: {
    id: string;
    player_id: string;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    closed_at: Date | null;
    ip: string | null;
    user_agent: string | null;
    device: string | null;
    platform: Generated<'web' | 'tg'>;
    source: string | null;
    fingerprint: string | null;
    login_method: string;
    refresh_generation: Generated<number>;
    refreshed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  player_account_changes: {
    id: string;
    player_id: string;
    kind: 'email' | 'phone' | 'password';
    previous_value: string | null;
    token_hash: string;
    expires_at: Date;
    undone_at: Date | null;
    created_at: Generated<Date>;
  };
  player_codes: {
    id: string;
    player_id: string | null;
    purpose: string;
    target: string;
    code_hash: string;
    token_hash: string;
    attempts: Generated<number>;
    expires_at: Date;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  social_connections: {
    player_id: string;
    provider: string;
    subject: string;
    display_name: string | null;
    created_at: Generated<Date>;
  };
  social_login_states: {
    state_hash: string;
    provider: string;
    nonce: string;
    code_verifier: string;
    player_id: string | null;
    locale: string | null;
    affiliate_tag: string | null;
    fingerprint: string | null;
    expires_at: Date;
    created_at: Generated<Date>;
  };
  player_secrets: {
    name: string;
    value: string;
    created_at: Generated<Date>;
  };
  player_two_factor: {
    player_id: string;
    secret_sealed: string | null;
    enabled_at: Date | null;
    last_used_step: bigint | null;
    attempts: Generated<number>;
    attempts_reset_at: Generated<Date>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  player_recovery_codes: {
    player_id: string;
    code_hash: string;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  player_two_factor_challenges: {
    token_hash: string;
    player_id: string;
    login_method: string;
    platform: 'web' | 'tg';
    fingerprint: string | null;
    locale: string | null;
    expires_at: Date;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
}
