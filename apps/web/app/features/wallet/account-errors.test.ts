import { describe, expect, it } from 'vitest';
import { ApiError } from '../session/api-client';
import { accountErrorKey } from './account-errors';

const apiError = (status: number, key: string) => new ApiError(status, key, 'server text');

describe('messages for failed account actions', () => {
  it('says the player already has an account when opening one conflicts', () => {
    expect(accountErrorKey(apiError(409, 'CONFLICT'), 'open')).toBe('walletAccounts.error.alreadyOpen');
  });

  it('says the currency is not available when the server rejects it', () => {
    expect(accountErrorKey(apiError(422, 'VALIDATION_FAILED'), 'open')).toBe('walletAccounts.error.unavailable');
  });

  it('asks to switch first when hiding the active account', () => {
    expect(accountErrorKey(apiError(409, 'CONFLICT'), 'hide')).toBe('walletAccounts.error.hideActive');
  });

  it('says the account is gone when it no longer exists', () => {
    expect(accountErrorKey(apiError(404, 'NOT_FOUND'), 'switch')).toBe('walletAccounts.error.notFound');
    expect(accountErrorKey(apiError(404, 'NOT_FOUND'), 'hide')).toBe('walletAccounts.error.notFound');
  });

  it('asks to wait when rate limited', () => {
    expect(accountErrorKey(apiError(429, 'RATE_LIMITED'), 'open')).toBe('walletAccounts.error.rateLimited');
  });

  it('blames the connection when no answer came', () => {
    expect(accountErrorKey(new TypeError('Failed to fetch'), 'switch')).toBe('walletAccounts.error.network');
  });

  it('falls back to a general message for anything else', () => {
    expect(accountErrorKey(apiError(500, 'INTERNAL'), 'switch')).toBe('walletAccounts.error.generic');
  });
});
