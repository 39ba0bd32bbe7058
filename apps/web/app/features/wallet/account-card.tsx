import type { WalletAccount } from '@casino/shared/wallet';
import { formatMoney } from '@casino/shared/format';
import { ArrowDownToLine, ArrowUpFromLine, CircleCheck, EyeOff, LoaderCircle } from 'lucide-react';
import { useI18n } from '../../i18n/i18n';
import type { CurrencyOption } from '../account/use-settings';
import { usePopup } from '../popups/use-popup';
import { EquivalentLine, formatAccountBalance, MessageWithAmount } from './account-amounts';
import { CurrencyBadge, currencyName } from './currency-label';

const actionButton =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60';
const primary = `${actionButton} bg-accent text-accent-contrast hover:bg-accent-strong`;
const secondary = `${actionButton} bg-surface-2 hover:bg-border`;

/**
 * One wallet account: currency, spendable balance, its equivalent for crypto, what
 * pending withdrawals hold. The active account takes deposits and withdrawals (the
 * wallet popup works on it); the others can be made active or hidden.
 */
export function AccountCard({
  account,
  currency,
  currencies,
  equivalentCode,
  switching,
  busy,
  onSwitch,
  onHide,
}: {
  account: WalletAccount;
  currency: CurrencyOption | undefined;
  currencies: readonly CurrencyOption[];
  equivalentCode: string | null;
  switching: boolean;
  busy: boolean;
  onSwitch: () => void;
  onHide: () => void;
}) {
  const { t, locale } = useI18n();
  const { open } = usePopup();
  const active = account.status === 1;
  const titleId = `account-${account.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="account-row"
      data-currency={account.currency}
      data-active={active}
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border bg-surface p-4 ${
        active ? 'border-accent/60 ring-1 ring-accent/30' : 'border-border'
      }`}
    >
      <CurrencyBadge currency={currency} code={account.currency} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span id={titleId} className="font-semibold">
            {account.currency}
          </span>
          {currency && <span className="truncate text-sm text-muted">{currencyName(currency, locale)}</span>}
          {active && (
            <span
              data-testid="account-active"
              className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent"
            >
              <CircleCheck aria-hidden className="size-3.5" />
              {t('walletAccounts.active')}
            </span>
          )}
        </p>
        <p data-testid="account-balance" dir="ltr" className="self-start text-xl font-bold tabular-nums">
          {formatAccountBalance(account, currency, locale)}
        </p>
        <EquivalentLine account={account} currencies={currencies} equivalentCode={equivalentCode} className="text-sm" />
        {account.reserved > 0 && currency && (
          <p data-testid="account-reserved" className="text-sm text-muted">
            <MessageWithAmount
              messageKey="walletAccounts.reserved"
              amount={formatMoney(account.reserved, currency, locale)}
            />
          </p>
        )}
      </div>
      <div className="flex w-full flex-wrap gap-2 xs:ms-auto xs:w-auto">
        {active ? (
          <>
            <button
              type="button"
              data-testid="account-deposit"
              onClick={() => open('wallet', 'deposit')}
              className={`${primary} flex-1 xs:flex-none`}
            >
              <ArrowDownToLine aria-hidden className="size-4" />
              {t('walletAccounts.deposit')}
            </button>
            <button
              type="button"
              data-testid="account-withdraw"
              onClick={() => open('wallet', 'withdraw')}
              className={`${secondary} flex-1 xs:flex-none`}
            >
              <ArrowUpFromLine aria-hidden className="size-4" />
              {t('walletAccounts.withdraw')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              data-testid="account-switch"
              disabled={busy}
              aria-busy={switching}
              aria-describedby={titleId}
              onClick={onSwitch}
              className={`${primary} flex-1 xs:flex-none`}
            >
              {switching && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
              {t('walletAccounts.makeActive')}
            </button>
            <button
              type="button"
              data-testid="account-hide"
              disabled={busy}
              aria-describedby={titleId}
              onClick={onHide}
              className={`${secondary} flex-1 xs:flex-none`}
            >
              <EyeOff aria-hidden className="size-4" />
              {t('walletAccounts.hide')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
