import { formatMoney } from '@casino/shared/format';
import { useI18n } from '../../i18n/i18n';
import type { CurrencyOption } from '../account/use-settings';
import { useWalletTotals } from './use-wallet-totals';

function Total({ testId, label, value }: { testId: string; label: string; value: string | null }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-surface p-3 xs:p-4">
      <span className="text-xs text-muted xs:text-sm">{label}</span>
      {value === null ? (
        <span aria-hidden className="h-7 w-full max-w-32 animate-pulse rounded bg-surface-2" />
      ) : (
        <span data-testid={testId} dir="ltr" className="self-start text-lg font-bold tabular-nums xs:text-2xl">
          {value}
        </span>
      )}
    </div>
  );
}

/** §3 totals: everything the player holds, in the active (favourite) currency and in the base currency. */
export function WalletTotals({ currencies }: { currencies: readonly CurrencyOption[] | undefined }) {
  const { t, locale } = useI18n();
  const totals = useWalletTotals();
  if (totals.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4">
        <p className="text-sm text-muted">{t('walletAccounts.totals.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void totals.refetch()}
          className="rounded-md px-2 py-1 text-sm font-semibold text-accent hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('walletAccounts.retry')}
        </button>
      </div>
    );
  }
  const money = (amount: number | undefined, code: string | undefined) => {
    const currency = currencies?.find((c) => c.code === code);
    return amount === undefined || !currency ? null : formatMoney(amount, currency, locale);
  };
  const data = totals.data;
  const sameCurrency = data && data.baseCurrency === data.favoriteCurrency;
  return (
    <div aria-busy={totals.isPending} className={`grid gap-3 ${sameCurrency ? '' : 'grid-cols-2'}`}>
      <Total
        testId="wallet-total-favorite"
        label={t('walletAccounts.totals.favorite')}
        value={money(data?.favoriteCurrencyTotalBalance, data?.favoriteCurrency)}
      />
      {!sameCurrency && (
        <Total
          testId="wallet-total-base"
          label={t('walletAccounts.totals.base')}
          value={money(data?.baseCurrencyTotalBalance, data?.baseCurrency)}
        />
      )}
    </div>
  );
}
