import type { WalletAccount } from '@casino/shared/wallet';
import { formatMoney } from '@casino/shared/format';
import { useI18n } from '../../i18n/i18n';
import type { CurrencyOption } from '../account/use-settings';
import { equivalentBalance } from './equivalent-currency';

/** The balance of an account, exactly; an account in a currency no longer offered shows its code only. */
export function formatAccountBalance(account: WalletAccount, currency: CurrencyOption | undefined, locale: string) {
  return currency ? formatMoney(account.balance, currency, locale) : account.currency;
}

/**
 * A message with an amount in it. The amount is its own left-to-right element, as the
 * standalone balances are, so "US$ 12.34" or "12.34 €" read the same inside an Arabic sentence.
 */
export function MessageWithAmount({ messageKey, amount }: { messageKey: string; amount: string }) {
  const { t } = useI18n();
  const [before, after] = t(messageKey, { amount: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span dir="ltr">{amount}</span>
      {after}
    </>
  );
}

/** §9: "≈ €12.34" under a crypto balance when an equivalent currency is chosen; nothing otherwise. */
export function EquivalentLine({
  account,
  currencies,
  equivalentCode,
  className = '',
}: {
  account: WalletAccount;
  currencies: readonly CurrencyOption[];
  equivalentCode: string | null;
  className?: string;
}) {
  const { locale } = useI18n();
  const equivalent = equivalentBalance(account, currencies, equivalentCode);
  if (!equivalent) return null;
  return (
    <span data-testid="account-equivalent" className={`whitespace-nowrap text-muted tabular-nums ${className}`}>
      <MessageWithAmount
        messageKey="walletAccounts.equivalentAmount"
        amount={formatMoney(equivalent.amount, equivalent.currency, locale)}
      />
    </span>
  );
}
