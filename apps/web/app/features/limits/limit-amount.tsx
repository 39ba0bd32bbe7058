import { formatMoney } from '@casino/shared/format';
import { useI18n } from '../../i18n/i18n';
import { useCurrencies } from '../account/use-settings';

/** Minor units of a currency as money in the page's locale (the bare code until currencies load). */
export function useLimitMoney() {
  const { locale } = useI18n();
  const currencies = useCurrencies().data;
  return (minor: number, code: string) => {
    const currency = currencies?.find((c) => c.code === code);
    return currency ? formatMoney(BigInt(minor), currency, locale) : `${minor} ${code}`;
  };
}
