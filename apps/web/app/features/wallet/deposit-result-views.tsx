import { formatMoney } from '@casino/shared/format';
import { isUuid } from '@casino/shared/ids';
import type { InvoiceView } from '@casino/shared/payment';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { buttonSecondary } from '../../ui/form';
import { useCurrencies } from '../account/use-settings';
import { LocalizedLink } from '../locale/localized-link';
import type { PopupViewProps } from '../popups/popup-views';
import { usePopup } from '../popups/use-popup';
import { useInvoice } from './payments-api';

/** The invoice a result popup is about: its id is the popup's query value. */
function usePopupInvoice(value: string) {
  const invoice = useInvoice(isUuid(value) ? value : null);
  const currencies = useCurrencies();
  const { locale } = useI18n();
  const currency = currencies.data?.find((c) => c.code === invoice.data?.currency);
  const sum = invoice.data && currency ? formatMoney(invoice.data.amount, currency, locale) : null;
  return { invoice, sum };
}

/**
 * Where the hosted payment page sends the player back (`?deposit-status=<invoice>`):
 * waits for the provider's word, then shows the deposit's success or error popup.
 */
export function DepositStatusView({ popup }: PopupViewProps) {
  const { t } = useI18n();
  const { open } = usePopup();
  const { invoice, sum } = usePopupInvoice(popup.value);
  const status = invoice.data?.status;
  useEffect(() => {
    if (status === INVOICE_STATUS.success) open('deposit-success', popup.value);
    if (status === INVOICE_STATUS.failed) open('deposit-error', popup.value);
  }, [status, popup.value, open]);

  if (invoice.isError || !isUuid(popup.value)) return <NotFound />;
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center" data-testid="deposit-status">
      <LoaderCircle aria-hidden className="size-10 animate-spin text-muted motion-reduce:animate-none" />
      <p role="status" className="font-semibold">
        {sum ? t('wallet.result.waitingFor', { sum }) : t('wallet.result.waiting')}
      </p>
      <p className="text-sm text-muted">{t('wallet.result.waitingText')}</p>
    </div>
  );
}

export function DepositSuccessView({ popup, close }: PopupViewProps) {
  const { t } = useI18n();
  const { sum, invoice } = usePopupInvoice(popup.value);
  return (
    <ResultLayout
      tone="success"
      title={sum ? t('wallet.result.successTitle', { sum }) : t('popup.deposit-success')}
      text={t('wallet.result.successText')}
      invoice={invoice.data}
    >
      {/* Replaces the popup's history entry: Back from the lobby returns to the page, not the popup. */}
      <LocalizedLink
        to="/games"
        replace
        className={`${buttonClass('primary', 'md')} flex-1`}
        data-testid="deposit-play-now"
      >
        {t('wallet.result.play')}
      </LocalizedLink>
      <button type="button" onClick={close} className={`${buttonSecondary} flex-1`}>
        {t('wallet.result.close')}
      </button>
    </ResultLayout>
  );
}

export function DepositErrorView({ popup }: PopupViewProps) {
  const { t } = useI18n();
  const { open } = usePopup();
  const { sum, invoice } = usePopupInvoice(popup.value);
  return (
    <ResultLayout
      tone="error"
      title={sum ? t('wallet.result.errorTitle', { sum }) : t('popup.deposit-error')}
      text={t('wallet.result.errorText')}
      invoice={invoice.data}
    >
      <button
        type="button"
        onClick={() => open('wallet', 'deposit')}
        className={`${buttonSecondary} flex-1 bg-accent text-accent-contrast hover:bg-accent-strong`}
      >
        {t('wallet.result.tryAgain')}
      </button>
      <LocalizedLink to="/support" className={`${buttonSecondary} flex-1`}>
        {t('wallet.result.support')}
      </LocalizedLink>
    </ResultLayout>
  );
}

function ResultLayout({
  tone,
  title,
  text,
  invoice,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  text: string;
  invoice: InvoiceView | undefined;
  children: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <div
      className="flex flex-col items-center gap-3 py-2 text-center"
      data-testid={`deposit-${tone}`}
      data-invoice-id={invoice?.id}
    >
      <Icon aria-hidden className={`size-12 ${tone === 'success' ? 'text-accent' : 'text-danger'}`} />
      <p className="text-lg font-bold tabular-nums">{title}</p>
      <p className="text-sm text-muted">{text}</p>
      <div className="mt-2 flex w-full flex-wrap gap-2">{children}</div>
    </div>
  );
}

function NotFound() {
  const { t } = useI18n();
  return (
    <p role="alert" className="text-center text-sm text-muted">
      {t('wallet.result.notFound')}
    </p>
  );
}
