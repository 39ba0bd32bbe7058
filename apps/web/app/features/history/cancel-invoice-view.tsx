import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { buttonSecondary, FormError, SubmitButton } from '../../ui/form';
import { useCurrencies } from '../account/use-settings';
import type { PopupViewProps } from '../popups/popup-views';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { useInvoice } from '../wallet/payments-api';
import { cancelErrorKey } from './cancel-errors';
import { invoiceAmountText } from './invoice-amount';
import { refreshInvoices, useLoadedInvoice } from './use-invoices';
import { paymentMethodLabel } from '../wallet/method-label';

/**
 * `?cancel-deposit={invoiceId}`: asks before calling off a pending deposit or
 * withdrawal (a withdrawal's held amount goes back to the balance), then reloads the list.
 */
export function CancelInvoiceView({ popup, close }: PopupViewProps) {
  const { t, locale } = useI18n();
  const signedIn = Boolean(useRootData()?.session);
  const client = useQueryClient();
  const currencies = useCurrencies();
  const [error, setError] = useState<string | null>(null);
  const invoiceId = popup.value;
  // Opened from the list the row is at hand; from a bare link the invoice is read first.
  const listed = useLoadedInvoice(invoiceId);
  const invoice = useInvoice(signedIn ? invoiceId : null, listed).data;
  const cancel = useMutation({
    mutationFn: () => api(`/api/payment/invoices/${encodeURIComponent(invoiceId)}/decline`, { method: 'PUT' }),
    onSuccess: () => {
      close();
      notify({ kind: 'success', title: t('history.cancel.done') });
    },
    onError: (failure) => setError(t(cancelErrorKey(failure))),
    onSettled: () => refreshInvoices(client),
  });

  if (!signedIn) return <p className="text-muted">{t('common.signInToContinue')}</p>;

  const amount = invoice && invoiceAmountText(invoice, currencies.data, locale, { signed: false });
  const question =
    invoice && amount
      ? t(`history.cancel.${invoice.type}`, {
          amount,
          method: paymentMethodLabel(t, invoice.methodId, invoice.methodLabel),
        })
      : t('history.cancel.unknown');
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        cancel.mutate();
      }}
    >
      <p className="text-sm text-muted">{question}</p>
      <FormError message={error} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonSecondary}>
          {t('history.cancel.keep')}
        </button>
        <SubmitButton pending={cancel.isPending}>{t('history.cancel.confirm')}</SubmitButton>
      </div>
    </form>
  );
}
