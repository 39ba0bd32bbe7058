import { describe, expect, it } from 'vitest';
import { invoiceAmountText, signedAmount } from './invoice-amount';

const currencies = [
  { code: 'EUR', symbol: '€', type: 'fiat', subunitToUnit: 100 },
  { code: 'BTC', symbol: '₿', type: 'crypto', subunitToUnit: 100_000_000 },
] as const;

describe('the amount of a history row', () => {
  it('adds a deposit and takes a withdrawal away', () => {
    expect(signedAmount({ type: 'deposit', amount: 500 })).toBe(500n);
    expect(signedAmount({ type: 'withdrawal', amount: 500 })).toBe(-500n);
  });

  it('shows the sign and the currency', () => {
    expect(invoiceAmountText({ type: 'deposit', amount: 12_345, currency: 'EUR' }, currencies, 'en')).toBe('+€123.45');
    expect(invoiceAmountText({ type: 'withdrawal', amount: 5_000, currency: 'EUR' }, currencies, 'de')).toBe(
      '-50,00\u00a0€',
    );
  });

  it('shows BTC in milli units', () => {
    expect(invoiceAmountText({ type: 'deposit', amount: 250_000, currency: 'BTC' }, currencies, 'en')).toBe(
      '+2.50 mBTC',
    );
  });

  it('can leave the sign out, for a sentence about the invoice', () => {
    const invoice = { type: 'withdrawal', amount: 5_000, currency: 'EUR' } as const;
    expect(invoiceAmountText(invoice, currencies, 'en', { signed: false })).toBe('€50.00');
  });

  it('gives nothing for a currency it cannot scale', () => {
    expect(invoiceAmountText({ type: 'deposit', amount: 5_000, currency: 'XYZ' }, currencies, 'en')).toBeNull();
    expect(invoiceAmountText({ type: 'deposit', amount: 5_000, currency: 'EUR' }, undefined, 'en')).toBeNull();
  });
});
