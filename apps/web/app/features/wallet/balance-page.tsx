import type { WalletAccount } from '@casino/shared/wallet';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { FormError } from '../../ui/form';
import { EmptyState } from '../../ui/page-frame';
import { useCurrencies } from '../account/use-settings';
import { notify } from '../toasts/toast-queue';
import { AccountCard } from './account-card';
import { accountErrorKey } from './account-errors';
import { AddCurrencyForm } from './add-currency-form';
import { EquivalentCurrencySelect } from './equivalent-currency-select';
import { HideAccountDialog } from './hide-account-dialog';
import { useHideAccount, useSwitchAccount } from './use-account-actions';
import { useEquivalentCurrency } from './use-equivalent-currency';
import { useWalletAccounts } from './use-wallet';
import { WalletTotals } from './wallet-totals';

function AccountsSkeleton() {
  return (
    <ul aria-hidden className="flex flex-col gap-3" data-testid="accounts-loading">
      {[0, 1].map((i) => (
        <li key={i} className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-4">
          <span className="size-10 animate-pulse rounded-full bg-surface-2" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-24 animate-pulse rounded bg-surface-2" />
            <span className="h-6 w-36 animate-pulse rounded bg-surface-2" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /wallet/balance: totals, every account with its actions, the equivalent currency and adding a currency (§4). */
export function BalancePage() {
  const t = useT();
  const headingId = useId();
  const accounts = useWalletAccounts();
  const currencies = useCurrencies();
  const [equivalentCode, setEquivalentCode] = useEquivalentCurrency();
  const switchAccount = useSwitchAccount();
  const hideAccount = useHideAccount();
  const [hiding, setHiding] = useState<WalletAccount | null>(null);

  const actionError = switchAccount.isError
    ? t(accountErrorKey(switchAccount.error, 'switch'))
    : hideAccount.isError
      ? t(accountErrorKey(hideAccount.error, 'hide'))
      : null;
  const busy = switchAccount.isPending || hideAccount.isPending;

  const makeActive = (account: WalletAccount) => {
    hideAccount.reset();
    switchAccount.mutate(account.id, {
      onSuccess: () => notify({ kind: 'success', title: t('walletAccounts.switched', { currency: account.currency }) }),
    });
  };
  const hide = (account: WalletAccount) => {
    switchAccount.reset();
    hideAccount.mutate(account.id, {
      onSuccess: () => notify({ kind: 'success', title: t('walletAccounts.hidden', { currency: account.currency }) }),
      onSettled: () => setHiding(null),
    });
  };

  const accountList = accounts.data;
  const known = currencies.data;
  // Data already shown stays on screen when a later refetch fails.
  const failed = accounts.isError || currencies.isError;

  return (
    <div className="flex flex-col gap-6" data-testid="wallet-balance">
      <WalletTotals currencies={known} />
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 xs:flex-row xs:items-start xs:justify-between">
          <h2 id={headingId} className="text-lg font-bold">
            {t('walletAccounts.accounts.title')}
          </h2>
          {known && <EquivalentCurrencySelect currencies={known} value={equivalentCode} onChange={setEquivalentCode} />}
        </div>
        <FormError message={actionError} />
        {!accountList || !known ? (
          failed ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-2 rounded-2xl border border-border bg-surface p-4"
            >
              <p className="text-sm text-muted">{t('walletAccounts.loadFailed')}</p>
              <button
                type="button"
                onClick={() => {
                  if (accounts.isError) void accounts.refetch();
                  if (currencies.isError) void currencies.refetch();
                }}
                className="rounded-md px-2 py-1 text-sm font-semibold text-accent hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
              >
                {t('walletAccounts.retry')}
              </button>
            </div>
          ) : (
            <AccountsSkeleton />
          )
        ) : accountList.length === 0 ? (
          <EmptyState text={t('walletAccounts.empty')} />
        ) : (
          <ul className="flex flex-col gap-3" data-testid="account-list">
            {accountList.map((account) => (
              <AccountCard
                key={account.id}
                account={account}
                currency={known.find((c) => c.code === account.currency)}
                currencies={known}
                equivalentCode={equivalentCode}
                switching={switchAccount.isPending && switchAccount.variables === account.id}
                busy={busy}
                onSwitch={() => makeActive(account)}
                onHide={() => {
                  hideAccount.reset();
                  setHiding(account);
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {accountList && known && <AddCurrencyForm accounts={accountList} currencies={known} />}
      <HideAccountDialog
        account={hiding}
        pending={hideAccount.isPending}
        onConfirm={hide}
        onCancel={() => setHiding(null)}
      />
    </div>
  );
}
