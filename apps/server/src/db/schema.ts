import type { SettingsTables } from '../platform/settings/tables.js';

/** Every table Kysely knows, composed from the domains' own table types. */
export interface DB extends SettingsTables {
  schema_migrations: { version: string; applied_at: Date };
}
