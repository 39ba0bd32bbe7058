import { formatMoney } from '@casino/shared/format';
import type { InvoiceView } from '@casino/shared/payment';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import { CircleCheck, CircleX, Clock, ExternalLink, LoaderCircle } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n';
import { CopyField } from '../../ui/copy-field';
import { buttonSecondary } from '../../ui/form';
import { LocalizedLink } from '../locale/localized-link';
import type { CurrencyOption } from '../account/use-settings';
import { usePopup } from '../popups/use-popup';
import { useInvoice } from './payments-api';

interface Props {
  created: InvoiceView;
  methodLabel: string;
  currency: CurrencyOption;
  onAnother(): void;
}

/**
 * What the player does after asking for a payment: go to the hosted page, pay to the
 * QR and address, or wait for an agent; the status follows the invoice live, and a
 * finished deposit opens its success or error popup (§4).
 */
export function InvoiceNextStep({ created, methodLabel, currency, onAnother }: Props) {
  const { t, locale } = useI18n();
  const { open } = usePopup();
  const invoice = useInvoice(created.id, created).data ?? created;
  const sum = formatMoney(invoice.amount, currency, locale);
  const { redirectUrl, qr, address, network, confirmationsRequired } = invoice.publicData;
  const isDeposit = invoice.type === 'deposit';

  useEffect(() => {
    if (!isDeposit || invoice.status === INVOICE_STATUS.pending) return;
    open(invoice.status === INVOICE_STATUS.success ? 'deposit-success' : 'deposit-error', invoice.id);
  }, [isDeposit, invoice.status, invoice.id, open]);

  useEffect(() => {
    if (redirectUrl && invoice.status === INVOICE_STATUS.pending) window.location.assign(redirectUrl);
  }, [redirectUrl, invoice.status]);

  return (
    <div className="flex flex-col gap-4" data-testid="invoice-next-step" data-invoice-id={invoice.id}>
      <InvoiceStatusLine invoice={invoice} sum={sum} methodLabel={methodLabel} />
      {redirectUrl && invoice.status === INVOICE_STATUS.pending && (
        <a href={redirectUrl} className={buttonSecondary}>
          <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('wallet.next.continue', { method: methodLabel })}
        </a>
      )}
      {qr && invoice.status === INVOICE_STATUS.pending && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            {address
              ? t('wallet.next.sendCrypto', { sum, network: network ?? invoice.currency })
              : t('wallet.next.scan')}
          </p>
          <div className="mx-auto rounded-xl bg-paper p-3" data-testid="payment-qr">
            <QRCodeSVG value={qr} size={184} marginSize={0} title={t('wallet.next.qrTitle')} />
          </div>
          {address ? (
            <CopyField
              label={t('wallet.next.address', { network: network ?? '' })}
              value={address}
              testId="payment-address"
            />
          ) : (
            <CopyField label={t('wallet.next.code')} value={qr} testId="payment-code" />
          )}
          {confirmationsRequired ? (
            <p className="text-xs text-muted">{t('wallet.next.confirmations', { count: confirmationsRequired })}</p>
          ) : null}
        </div>
      )}
      {!redirectUrl && !qr && invoice.status === INVOICE_STATUS.pending && (
        <p className="rounded-lg bg-surface-2 p-3 text-sm text-muted">
          {t(isDeposit ? 'wallet.next.manualDeposit' : 'wallet.next.withdrawalHeld', { sum })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onAnother} className={`${buttonSecondary} flex-1`}>
          {t(isDeposit ? 'wallet.next.anotherDeposit' : 'wallet.next.anotherWithdrawal')}
        </button>
        <LocalizedLink to="/wallet/history" className={`${buttonSecondary} flex-1`}>
          {t('wallet.next.history')}
        </LocalizedLink>
      </div>
    </div>
  );
}

/** Pending, paid or failed, in words and an icon; read out when it changes. */
export function InvoiceStatusLine({
  invoice,
  sum,
  methodLabel,
}: {
  invoice: InvoiceView;
  sum: string;
  methodLabel: string;
}) {
  const { t } = useI18n();
  const state =
    invoice.status === INVOICE_STATUS.success
      ? 'success'
      : invoice.status === INVOICE_STATUS.failed
        ? 'failed'
        : 'pending';
  const Icon =
    state === 'success' ? CircleCheck : state === 'failed' ? CircleX : invoice.publicData.qr ? LoaderCircle : Clock;
  const tone = state === 'success' ? 'text-accent' : state === 'failed' ? 'text-danger' : 'text-muted';
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-border p-3"
      data-testid="invoice-status"
      data-status={state}
    >
      <Icon
        aria-hidden
        className={`size-6 shrink-0 ${tone} ${state === 'pending' && invoice.publicData.qr ? 'animate-spin motion-reduce:animate-none' : ''}`}
      />
      <div className="min-w-0">
        <p className="font-semibold tabular-nums">
          <bdi>{sum}</bdi> · {methodLabel}
        </p>
        <p role="status" className={`text-sm ${tone}`}>
          {t(`wallet.status.${invoice.type}.${state}`)}
        </p>
      </div>
    </div>
  );
}
