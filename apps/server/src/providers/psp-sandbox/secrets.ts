import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { sharedSecret } from '../../platform/player/tokens.js';

/** The key the platform sends in `x-api-key`: PSP_SANDBOX_API_KEY, else generated once and shared through the database. */
export function sandboxApiKey(db: Kysely<DB>, config: Config): Promise<string> {
  return sharedSecret(db, 'psp-sandbox-api-key', config.PSP_SANDBOX_API_KEY);
}

/** The key webhooks are signed with: PSP_SANDBOX_WEBHOOK_SECRET, else generated once and shared through the database. */
export function sandboxWebhookSecret(db: Kysely<DB>, config: Config): Promise<string> {
  return sharedSecret(db, 'psp-sandbox-webhook-secret', config.PSP_SANDBOX_WEBHOOK_SECRET);
}
