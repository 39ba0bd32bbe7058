import { describe, expect, it } from 'vitest';
import { ApiError } from '../session/api-client';
import { cancelErrorKey } from './cancel-errors';

const apiError = (status: number, key: string) => new ApiError(status, key, 'server text');

describe('messages for a cancel the server refused', () => {
  it('asks to try again later while the provider has not confirmed the payment', () => {
    expect(cancelErrorKey(apiError(409, 'PAYMENT_STATE_UNKNOWN'))).toBe('history.cancel.stateUnknown');
  });

  it('says the payment can no longer be cancelled once the provider is completing it', () => {
    expect(cancelErrorKey(apiError(409, 'PAYMENT_ALREADY_PROCESSING'))).toBe('history.cancel.processing');
  });

  it('says the transaction is no longer pending for any other conflict or a vanished invoice', () => {
    expect(cancelErrorKey(apiError(409, 'CONFLICT'))).toBe('history.cancel.tooLate');
    expect(cancelErrorKey(apiError(404, 'NOT_FOUND'))).toBe('history.cancel.tooLate');
  });

  it('falls back to the general message for anything else', () => {
    expect(cancelErrorKey(apiError(500, 'INTERNAL'))).toBe('form.genericError');
    expect(cancelErrorKey(new TypeError('Failed to fetch'))).toBe('form.genericError');
  });
});
