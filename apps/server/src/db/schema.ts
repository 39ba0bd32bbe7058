import type { MessagingTables } from '../platform/messaging/tables.js';
import type { PlayerTables } from '../platform/player/tables.js';
import type { ContentTables } from '../platform/content/tables.js';
import type { SettingsTables } from '../platform/settings/tables.js';

/** Every table Kysely knows, composed from the domains' own table types. */
export interface DB extends SettingsTables, PlayerTables, MessagingTables, ContentTables {
  schema_migrations: { version: string; applied_at: Date };
}
