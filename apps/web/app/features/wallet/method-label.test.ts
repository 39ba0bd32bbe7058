import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './method-label';

const catalog: Record<string, string> = { 'wallet.method.cash-agent': 'Bargeld-Agent' };
const t = (key: string) => catalog[key] ?? key;

describe('payment method labels', () => {
  it('translates a generic method name by its variant', () => {
    expect(paymentMethodLabel(t, 'sandbox.deposit.cash-agent', 'Cash agent')).toBe('Bargeld-Agent');
  });

  it('keeps the provider label of a brand', () => {
    expect(paymentMethodLabel(t, 'sandbox.deposit.visa', 'Visa')).toBe('Visa');
  });
});
