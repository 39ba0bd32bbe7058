import type { ColumnType, Generated } from 'kysely';

export interface SettingsTables {
  currencies: {
    code: string;
    type: 'fiat' | 'crypto';
    name: string;
    symbol: string;
    subunit_to_unit: bigint;
    rate: string;
    is_enabled: Generated<boolean>;
    is_base: Generated<boolean>;
    sort_order: Generated<number>;
  };
  sub_currencies: {
    currency_code: string;
    code: string;
    subunit_to_unit: bigint;
  };
  countries: {
    code: string;
    locale: string;
    phone_prefix: string;
    is_enabled: Generated<boolean>;
  };
  operator_settings: {
    key: string;
    /** jsonb: written as a JSON string, read back parsed. */
    value: ColumnType<unknown, string, string>;
    updated_at: Generated<Date>;
    updated_by: string | null;
  };
}
