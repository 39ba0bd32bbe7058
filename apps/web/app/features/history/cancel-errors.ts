import { ApiError } from '../session/api-client';

/** Why a pending transaction could not be called off, as the message key the popup shows. */
export function cancelErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'form.genericError';
  // The provider may still complete it: the player can try again once it answers.
  if (error.key === 'PAYMENT_STATE_UNKNOWN') return 'history.cancel.stateUnknown';
  if (error.key === 'PAYMENT_ALREADY_PROCESSING') return 'history.cancel.processing';
  if (error.status === 404 || error.status === 409) return 'history.cancel.tooLate';
  return 'form.genericError';
}
