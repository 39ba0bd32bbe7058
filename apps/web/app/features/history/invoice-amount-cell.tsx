import type { InvoiceView } from '@casino/shared/payment';
import { useI18n } from '../../i18n/i18n';
import { useCurrencies } from '../account/use-settings';
import { invoiceAmountText } from './invoice-amount';
import { INVOICE_STATUS } from '@casino/shared/statuses';

/** The signed amount, kept left-to-right inside right-to-left text so the sign stays by its number. */
export function InvoiceAmount({ invoice }: { invoice: InvoiceView }) {
  const { locale } = useI18n();
  const currencies = useCurrencies();
  const text = invoiceAmountText(invoice, currencies.data, locale);
  const tone =
    invoice.status === INVOICE_STATUS.failed
      ? 'text-muted'
      : invoice.type === 'deposit'
        ? 'text-accent-strong dark:text-accent'
        : 'text-text';
  return (
    <span dir="ltr" data-testid="invoice-amount" className={`font-semibold tabular-nums ${tone}`}>
      {text ?? `— ${invoice.currency}`}
    </span>
  );
}
