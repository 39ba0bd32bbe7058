import { formatMoney } from '@casino/shared/format';
import { depositEvent, type InvoiceView } from '@casino/shared/payment';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import { useI18n } from '../../i18n/i18n';
import { useCurrencies } from '../account/use-settings';
import { usePushEvent } from '../push/use-push';
import { notify } from '../toasts/toast-queue';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Invoice updates arriving live (§7 payment:invoices): only success and failure raise
 * an alert, with the amount (§4, §8); a successful deposit also tells the tag manager
 * which deposit it was — ftd, dep2, dep3, dep4, dep5plus (§9).
 */
export function InvoiceAlerts() {
  const { t, locale } = useI18n();
  const currencies = useCurrencies();
  const onInvoice = (invoice: InvoiceView) => {
    if (invoice.status === INVOICE_STATUS.pending) return;
    const currency = currencies.data?.find((c) => c.code === invoice.currency);
    const sum = currency ? formatMoney(invoice.amount, currency, locale) : `${invoice.amount} ${invoice.currency}`;
    const success = invoice.status === INVOICE_STATUS.success;
    notify({
      kind: success ? 'success' : 'error',
      title: t(`wallet.alert.${invoice.type}.${success ? 'success' : 'error'}`, { sum }),
    });
    if (invoice.type === 'deposit' && success && invoice.number) {
      window.dataLayer ??= [];
      window.dataLayer.push({ event: depositEvent(invoice.number), value: invoice.amount, currency: invoice.currency });
    }
  };
  usePushEvent<InvoiceView>('payment:invoices', 'invoice.deposit.updated', onInvoice);
  usePushEvent<InvoiceView>('payment:invoices', 'invoice.withdrawal.updated', onInvoice);
  return null;
}
