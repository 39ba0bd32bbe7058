import type { Config } from '../../config.js';
import { sharedSecret, type SecretStore } from '../player/tokens.js';

/**
 * The two secrets the platform shares with the sandbox payment provider. `app.ts` resolves them
 * once and hands them to both sides (the platform's client and the sandbox plugin), so neither
 * side reaches into the other for them.
 */
export interface SandboxSecrets {
  /** What the platform sends in `x-api-key`. */
  apiKey: string;
  /** What the sandbox signs its webhooks with. */
  webhookSecret: string;
}

/** PSP_SANDBOX_API_KEY, else generated once and shared through the database. */
export function sandboxApiKey(store: SecretStore, config: Config): Promise<string> {
  return sharedSecret(store, 'psp-sandbox-api-key', config.PSP_SANDBOX_API_KEY);
}

/** PSP_SANDBOX_WEBHOOK_SECRET, else generated once and shared through the database. */
export function sandboxWebhookSecret(store: SecretStore, config: Config): Promise<string> {
  return sharedSecret(store, 'psp-sandbox-webhook-secret', config.PSP_SANDBOX_WEBHOOK_SECRET);
}

export async function sandboxSecrets(store: SecretStore, config: Config): Promise<SandboxSecrets> {
  return { apiKey: await sandboxApiKey(store, config), webhookSecret: await sandboxWebhookSecret(store, config) };
}
