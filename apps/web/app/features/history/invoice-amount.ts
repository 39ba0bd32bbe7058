import { formatMoney, type MoneyCurrency } from '@casino/shared/format';
import type { InvoiceView } from '@casino/shared/payment';

/** What the invoice does to the balance: a deposit adds, a withdrawal takes away. */
export function signedAmount(invoice: Pick<InvoiceView, 'type' | 'amount'>): bigint {
  const amount = BigInt(invoice.amount);
  return invoice.type === 'withdrawal' ? -amount : amount;
}

/**
 * The amount of an invoice with its sign and currency (BTC and ETH in milli units, §9),
 * or null for a currency the site no longer lists, whose scale is unknown.
 */
export function invoiceAmountText(
  invoice: Pick<InvoiceView, 'type' | 'amount' | 'currency'>,
  currencies: readonly MoneyCurrency[] | undefined,
  locale: string,
  { signed = true } = {},
): string | null {
  const currency = currencies?.find((c) => c.code === invoice.currency);
  if (!currency) return null;
  return signed
    ? formatMoney(signedAmount(invoice), currency, locale, { signDisplay: 'exceptZero' })
    : formatMoney(invoice.amount, currency, locale);
}
