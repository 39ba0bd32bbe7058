import { useId } from 'react';
import { useI18n } from '../../i18n/i18n';
import type { CurrencyOption } from '../account/use-settings';
import { currencyName } from './currency-label';
import { equivalentCurrencyOptions } from './equivalent-currency';

/** §4: the fiat currency crypto balances are also shown in, kept on this device; "none" removes it. */
export function EquivalentCurrencySelect({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly CurrencyOption[];
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const options = equivalentCurrencyOptions(currencies);
  const selected = options.some((c) => c.code === value) ? value! : '';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('walletAccounts.equivalentCurrency.label')}
      </label>
      <select
        id={id}
        data-testid="equivalent-currency-select"
        value={selected}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value || null)}
        className="w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 xs:w-64"
      >
        <option value="">{t('walletAccounts.equivalentCurrency.none')}</option>
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.code} · ${currencyName(c, locale)}`}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('walletAccounts.equivalentCurrency.hint')}
      </p>
    </div>
  );
}
