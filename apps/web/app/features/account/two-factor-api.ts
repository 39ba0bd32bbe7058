import { ApiError, api } from '../session/api-client';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** Whether the signed-in player has 2FA on: the settings section and the withdrawal form share one request. */
export const twoFactorQuery = {
  queryKey: ['two-factor'],
  queryFn: () => api<TwoFactorStatus>('/api/player/2fa'),
} as const;

/** The challenge token of a sign-in that passed its first factor and waits for the code, if this is one. */
export function challengeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.key !== 'TWO_FACTOR_REQUIRED') return null;
  const token = error.details.challengeToken;
  return typeof token === 'string' ? token : null;
}

const PENDING_KEY = 'two-factor-challenge';

/**
 * A sign-in that started away from the sign-in popup (a provider's callback page, the
 * Telegram Mini App) hands its challenge over for the popup to ask for the code.
 */
export function savePendingChallenge(token: string) {
  try {
    sessionStorage.setItem(PENDING_KEY, token);
  } catch {
    // Without storage the player signs in again from the popup.
  }
}

export function takePendingChallenge(): string | null {
  try {
    const token = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return token;
  } catch {
    return null;
  }
}

/** The message for a failed 2FA answer; a wrong code goes on its field instead. */
export function twoFactorErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'form.genericError';
  if (error.key === 'TWO_FACTOR_LOCKED' || error.status === 429) return 'twoFactor.error.locked';
  if (error.key === 'TWO_FACTOR_CHALLENGE_INVALID') return 'twoFactor.error.expired';
  if (error.key === 'TWO_FACTOR_CODE_INVALID') return 'twoFactor.error.invalid';
  if (error.key === 'TWO_FACTOR_CODE_REQUIRED') return 'twoFactor.error.required';
  if (error.key === 'CURRENT_PASSWORD_WRONG') return 'twoFactor.error.password';
  if (error.key === 'CODE_INVALID') return 'twoFactor.error.confirmationCode';
  if (error.key === 'TWO_FACTOR_CONFIRMATION_UNAVAILABLE') return 'twoFactor.unavailable';
  return 'form.genericError';
}
