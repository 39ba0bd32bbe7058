import { formatMoney } from '@casino/shared/format';
import { useCallback } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useCurrencies } from '../account/use-settings';

/** Minor units as money in the page's locale; until the currencies are known, the bare code. */
export function useFormatMoney() {
  const { locale } = useI18n();
  const currencies = useCurrencies();
  const list = currencies.data;
  const format = useCallback(
    (minor: string, code: string) => {
      const currency = list?.find((c) => c.code === code);
      return currency ? formatMoney(BigInt(minor), currency, locale) : code;
    },
    [list, locale],
  );
  const baseCurrency = list?.find((c) => c.isBase)?.code ?? null;
  return { format, baseCurrency };
}
