import type { EventTables } from '../platform/events/tables.js';
import type { GameTables } from '../platform/game/tables.js';
import type { GameWalletTables } from '../platform/game/wallet/tables.js';
import type { JobTables } from '../platform/jobs/tables.js';
import type { LedgerTables } from '../platform/ledger/tables.js';
import type { LimitTables } from '../platform/limits/tables.js';
import type { MessagingTables } from '../platform/messaging/tables.js';
import type { NotificationTables } from '../platform/notification/tables.js';
import type { PaymentTables } from '../platform/payment/tables.js';
import type { PlayerTables } from '../platform/player/tables.js';
import type { OperatorTables } from '../platform/admin/tables.js';
import type { ContentTables } from '../platform/content/tables.js';
import type { SettingsTables } from '../platform/settings/tables.js';
import type { WalletTables } from '../platform/wallet/tables.js';
import type { PspSandboxTables } from '../providers/psp-sandbox/tables.js';
import type { NovaStudioTables } from '../providers/slots-studio/tables.js';
import type { OriginalsTables } from '../providers/originals/tables.js';
import type { CrashTables } from '../providers/originals/crash/tables.js';
import type { SportTables } from '../platform/sport/tables.js';

/** Every table Kysely knows, composed from the domains' own table types. */
export interface DB
  extends
    SettingsTables,
    PlayerTables,
    MessagingTables,
    ContentTables,
    NotificationTables,
    LedgerTables,
    WalletTables,
    PaymentTables,
    PspSandboxTables,
    OperatorTables,
    GameTables,
    GameWalletTables,
    EventTables,
    JobTables,
    NovaStudioTables,
    LimitTables,
    OriginalsTables,
    CrashTables,
    SportTables {
  schema_migrations: { version: string; applied_at: Date };
}
