import { displayNamesOf } from '@casino/shared/intl-formats';
import { localeInfo } from '@casino/shared/locales';
import type { CurrencyOption } from '../account/use-settings';
import { CryptoMark, cryptoMarkUrl } from '../../ui/marks/crypto-marks';

/**
 * A fiat currency's name in the page's language, spelt one way on every screen (the
 * locale's: Rouble in British English, Ruble in American), capitalised as a label
 * starts in that language ("Euro", not "euro", in French or Spanish lists); crypto
 * names (and anything Intl lacks) as the operator gives them.
 */
export function currencyName(currency: Pick<CurrencyOption, 'code' | 'name' | 'type'>, locale: string): string {
  if (currency.type !== 'fiat') return currency.name;
  const intl = localeInfo(locale).intl;
  try {
    const name = displayNamesOf(intl, { type: 'currency', fallback: 'none' }).of(currency.code);
    return name ? name.charAt(0).toLocaleUpperCase(intl) + name.slice(1) : currency.name;
  } catch {
    return currency.name;
  }
}

/**
 * A round mark for a currency: the coin's mark for the listed coins, a fiat symbol (€, $),
 * else the code, since crypto signs
 * (₿, Ł, ₮) and long symbols (soʻm) are missing from many fonts or do not fit.
 */
export function CurrencyBadge({
  currency,
  code,
  size = 'md',
}: {
  currency: Pick<CurrencyOption, 'symbol' | 'type'> | undefined;
  code: string;
  size?: 'sm' | 'md';
}) {
  if (currency?.type === 'crypto' && cryptoMarkUrl(code)) {
    return <CryptoMark code={code} className={size === 'md' ? 'size-10' : 'size-8'} />;
  }
  const symbol = currency?.type === 'fiat' && [...currency.symbol].length <= 2 ? currency.symbol : null;
  const dimensions = size === 'md' ? 'size-10' : 'size-8';
  const text = symbol ? (size === 'md' ? 'text-lg' : 'text-base') : size === 'md' ? 'text-xs' : 'text-[0.625rem]';
  return (
    <span
      aria-hidden
      className={`grid ${dimensions} shrink-0 place-items-center rounded-pill bg-surface-3 font-bold text-accent ${text}`}
    >
      {symbol ?? code.slice(0, 4)}
    </span>
  );
}
