import { formatMoney } from '@casino/shared/format';
import type { InvoiceView, PaymentMethodView } from '@casino/shared/payment';
import { ArrowDownToLine, ArrowUpFromLine, ChevronLeft, CreditCard, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { FirstDepositPrompt } from '../limits/first-deposit-prompt';
import { useI18n } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { SegmentedControl } from '../../ui/segmented-control';
import { useCurrencies, type CurrencyOption } from '../account/use-settings';
import { LocalizedLink } from '../locale/localized-link';
import type { PopupViewProps } from '../popups/popup-views';
import { usePopup } from '../popups/use-popup';
import { BUY_CRYPTO_METHOD } from './fiat-view';
import { InvoiceNextStep } from './invoice-next-step';
import { MethodList } from './method-list';
import { PaymentForm } from './payment-form';
import { createInvoice, usePaymentMethods, type Direction } from './payments-api';
import { useWalletAccounts } from './use-wallet';
import { paymentMethodLabel } from './method-label';

/**
 * The wallet popup (§2, §4): `?wallet=deposit` or `?wallet=withdraw` opens that side;
 * any other value opens it with neither chosen. Both work on the active account.
 */
export function WalletView({ popup }: PopupViewProps) {
  const { t, locale } = useI18n();
  const { open } = usePopup();
  const accounts = useWalletAccounts();
  const currencies = useCurrencies();
  const active = accounts.data?.find((a) => a.status === 1);
  const currency = currencies.data?.find((c) => c.code === active?.currency);
  const type = popup.walletType;

  if (accounts.isError || currencies.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('wallet.loadError')}
      </p>
    );
  }
  if (!active || !currency) return <WalletSkeleton />;

  return (
    <div className="flex flex-col gap-4" data-testid="wallet-popup">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3">
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('wallet.balanceIn', { currency: currency.code })}</p>
          <p className="text-lg font-bold tabular-nums" dir="ltr" data-testid="wallet-balance">
            {formatMoney(active.balance, currency, locale)}
          </p>
        </div>
        {active.reserved > 0 && (
          <p className="text-end text-xs text-muted">
            {t('wallet.reserved', { sum: formatMoney(active.reserved, currency, locale) })}
          </p>
        )}
      </div>
      <SegmentedControl
        label={t('popup.wallet')}
        value={type}
        onChange={(side) => open('wallet', side)}
        options={[
          {
            value: 'deposit',
            label: (
              <>
                <ArrowDownToLine aria-hidden className="size-4" />
                {t('popup.wallet.deposit')}
              </>
            ),
          },
          {
            value: 'withdraw',
            label: (
              <>
                <ArrowUpFromLine aria-hidden className="size-4" />
                {t('popup.wallet.withdraw')}
              </>
            ),
          },
        ]}
      />
      {type ? (
        <PaymentFlow
          key={`${type}-${currency.code}`}
          direction={type === 'deposit' ? 'deposit' : 'withdrawal'}
          currency={currency}
          available={active.balance}
        />
      ) : (
        <p className="text-center text-sm text-muted">{t('wallet.choose')}</p>
      )}
    </div>
  );
}

function PaymentFlow({
  direction,
  currency,
  available,
}: {
  direction: Direction;
  currency: CurrencyOption;
  available: number;
}) {
  const { t } = useI18n();
  const { open } = usePopup();
  const methods = usePaymentMethods(direction, currency.code);
  const [chosen, setChosen] = useState<PaymentMethodView | null>(null);
  const [created, setCreated] = useState<InvoiceView | null>(null);

  if (created && chosen) {
    return (
      <InvoiceNextStep
        created={created}
        methodLabel={paymentMethodLabel(t, chosen.id, chosen.label)}
        currency={currency}
        onAnother={() => {
          setCreated(null);
          setChosen(null);
        }}
      />
    );
  }
  if (methods.isPending) return <WalletSkeleton />;
  if (methods.isError) {
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <p role="alert" className="text-sm text-danger">
          {t('wallet.methods.error')}
        </p>
        <button type="button" className={buttonSecondary} onClick={() => void methods.refetch()}>
          {t('wallet.retry')}
        </button>
      </div>
    );
  }
  if (methods.data.depositLimitReached) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 text-center" data-testid="deposit-limit-reached">
        <TriangleAlert aria-hidden className="size-8 text-gold" />
        <p className="font-semibold">{t('wallet.limitReached.title')}</p>
        <p className="text-sm text-muted">{t('wallet.limitReached.text')}</p>
        <LocalizedLink to="/profile/limits" className={buttonSecondary}>
          {t('wallet.limitReached.link')}
        </LocalizedLink>
      </div>
    );
  }
  if (direction === 'withdrawal' && available <= 0) {
    return (
      <div className="flex flex-col items-center gap-3 text-center" data-testid="nothing-to-withdraw">
        <p className="text-sm text-muted">{t('wallet.nothingToWithdraw')}</p>
        <button type="button" className={buttonSecondary} onClick={() => open('wallet', 'deposit')}>
          {t('popup.wallet.deposit')}
        </button>
      </div>
    );
  }
  if (methods.data.methods.length === 0) {
    return (
      <p className="text-center text-sm text-muted" data-testid="no-methods">
        {t(`wallet.methods.none.${direction}`, { currency: currency.code })}
      </p>
    );
  }
  if (!chosen) {
    const buyByCard = methods.data.methods.some((m) => m.id === BUY_CRYPTO_METHOD);
    return (
      <div className="flex flex-col gap-3">
        {direction === 'deposit' && <FirstDepositPrompt />}
        <MethodList
          methods={methods.data.methods.filter((m) => m.id !== BUY_CRYPTO_METHOD)}
          currency={currency}
          onChoose={setChosen}
        />
        {buyByCard && (
          <button type="button" onClick={() => open('fiat')} className={buttonSecondary} data-testid="buy-crypto">
            <CreditCard aria-hidden className="size-4" />
            {t('wallet.fiat.open', { currency: currency.code })}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        onClick={() => setChosen(null)}
        className="flex items-center gap-1 self-start rounded-lg text-sm font-semibold text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('wallet.methods.back')}
      </button>
      <h3 className="font-semibold">{paymentMethodLabel(t, chosen.id, chosen.label)}</h3>
      {direction === 'deposit' && <FirstDepositPrompt />}
      <PaymentForm
        direction={direction}
        method={chosen}
        currency={currency}
        {...(direction === 'withdrawal' ? { available } : {})}
        onSubmit={async (request) => {
          setCreated(await createInvoice(direction, { methodId: chosen.id, ...request }));
        }}
      />
    </div>
  );
}

function WalletSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="wallet-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}
