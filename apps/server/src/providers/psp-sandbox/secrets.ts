import type { Config } from '../../config.js';
import { sharedSecret, type SecretStore } from '../../platform/player/tokens.js';

/** The key the platform sends in `x-api-key`: PSP_SANDBOX_API_KEY, else generated once and shared through the database. */
export function sandboxApiKey(store: SecretStore, config: Config): Promise<string> {
  return sharedSecret(store, 'psp-sandbox-api-key', config.PSP_SANDBOX_API_KEY);
}

/** The key webhooks are signed with: PSP_SANDBOX_WEBHOOK_SECRET, else generated once and shared through the database. */
export function sandboxWebhookSecret(store: SecretStore, config: Config): Promise<string> {
  return sharedSecret(store, 'psp-sandbox-webhook-secret', config.PSP_SANDBOX_WEBHOOK_SECRET);
}
