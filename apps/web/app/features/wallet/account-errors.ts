import { ApiError } from '../session/api-client';

export type AccountAction = 'switch' | 'open' | 'hide';

/**
 * The message key for a failed account action. The API's own messages are English, so
 * its statuses pick a translated message that says what happened and what to do.
 */
export function accountErrorKey(error: unknown, action: AccountAction): string {
  if (!(error instanceof ApiError)) return 'walletAccounts.error.network';
  if (error.status === 429) return 'walletAccounts.error.rateLimited';
  if (error.status === 404) return 'walletAccounts.error.notFound';
  if (action === 'open' && error.status === 409) return 'walletAccounts.error.alreadyOpen';
  if (action === 'open' && error.status === 422) return 'walletAccounts.error.unavailable';
  if (action === 'hide' && error.status === 409) return 'walletAccounts.error.hideActive';
  return 'walletAccounts.error.generic';
}
