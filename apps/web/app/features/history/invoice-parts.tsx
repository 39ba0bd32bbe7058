import type { InvoiceView } from '@casino/shared/payment';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useI18n } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { useCurrencies } from '../account/use-settings';
import { usePopup } from '../popups/use-popup';
import { invoiceAmountText } from './invoice-amount';

export function InvoiceType({ invoice }: { invoice: InvoiceView }) {
  const { t } = useI18n();
  const Icon = invoice.type === 'deposit' ? ArrowDownToLine : ArrowUpFromLine;
  return (
    <span className="inline-flex items-center gap-2 font-medium">
      <Icon aria-hidden className="size-4 shrink-0 text-muted" />
      {t(`history.type.${invoice.type}`)}
    </span>
  );
}

/** A pending invoice can still be called off: the `cancel-deposit` popup asks first, for withdrawals too. */
export function CancelInvoiceButton({ invoice, className = '' }: { invoice: InvoiceView; className?: string }) {
  const { t, locale } = useI18n();
  const { open } = usePopup();
  const currencies = useCurrencies();
  if (invoice.status !== INVOICE_STATUS.pending) return null;
  const amount = invoiceAmountText(invoice, currencies.data, locale, { signed: false }) ?? invoice.currency;
  return (
    <button
      type="button"
      onClick={() => open('cancel-deposit', invoice.id)}
      aria-label={t(invoice.type === 'deposit' ? 'history.cancelDeposit' : 'history.cancelWithdrawal', { amount })}
      className={`${buttonSecondary} px-3 py-1.5 ${className}`}
    >
      {t('history.cancel')}
    </button>
  );
}
