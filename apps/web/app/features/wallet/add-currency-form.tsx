import type { WalletAccount } from '@casino/shared/wallet';
import { LoaderCircle, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n';
import { FormError } from '../../ui/form';
import type { CurrencyOption } from '../account/use-settings';
import { notify } from '../toasts/toast-queue';
import { accountErrorKey } from './account-errors';
import { addableCurrencies } from './addable-currencies';
import { currencyName } from './currency-label';
import { useOpenAccount } from './use-account-actions';

/** Opens an account in another enabled currency (§7 POST /api/wallet/accounts). */
export function AddCurrencyForm({
  accounts,
  currencies,
}: {
  accounts: readonly WalletAccount[];
  currencies: readonly CurrencyOption[];
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const openAccount = useOpenAccount();
  const [chosen, setChosen] = useState('');
  const available = addableCurrencies(currencies, accounts);
  // A choice opened meanwhile (another tab, a push) is no longer on offer.
  const value = available.some((c) => c.code === chosen) ? chosen : '';
  const groups = [
    { type: 'fiat', label: t('walletAccounts.add.fiat') },
    { type: 'crypto', label: t('walletAccounts.add.crypto') },
  ] as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    openAccount.mutate(value, {
      onSuccess: (opened) => {
        setChosen('');
        notify({ kind: 'success', title: t('walletAccounts.added', { currency: opened.currency }) });
      },
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-bold">
          {t('walletAccounts.add.title')}
        </h2>
        <p className="text-sm text-muted">{t('walletAccounts.add.text')}</p>
      </div>
      {available.length === 0 ? (
        <p data-testid="add-currency-none" className="text-sm text-muted">
          {t('walletAccounts.add.allOpen')}
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <div className="flex flex-col gap-2 xs:flex-row xs:items-end">
            <div className="flex flex-1 flex-col gap-1.5">
              <label htmlFor={`${id}-currency`} className="text-sm font-medium">
                {t('walletAccounts.add.label')}
              </label>
              <select
                id={`${id}-currency`}
                data-testid="add-currency-select"
                value={value}
                onChange={(event) => {
                  setChosen(event.target.value);
                  openAccount.reset();
                }}
                className="w-full rounded-lg border border-border bg-bg px-3 py-2.5 text-sm outline-none focus:border-accent focus-visible:ring-2 focus-visible:ring-accent/30"
              >
                <option value="">{t('walletAccounts.add.placeholder')}</option>
                {groups.map((group) => {
                  const options = available.filter((c) => c.type === group.type);
                  return options.length === 0 ? null : (
                    <optgroup key={group.type} label={group.label}>
                      {options.map((c) => (
                        <option key={c.code} value={c.code}>
                          {`${c.code} · ${currencyName(c, locale)}`}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </select>
            </div>
            <button
              type="submit"
              data-testid="add-currency-submit"
              disabled={!value || openAccount.isPending}
              aria-busy={openAccount.isPending}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-accent-contrast transition-colors hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
            >
              {openAccount.isPending ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <Plus aria-hidden className="size-4" />
              )}
              {t('walletAccounts.add.submit')}
            </button>
          </div>
          <FormError message={openAccount.isError ? t(accountErrorKey(openAccount.error, 'open')) : null} />
        </form>
      )}
    </section>
  );
}
