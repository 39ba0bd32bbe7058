import { dateTimeFormat, numberFormat } from './intl-formats.js';
import { localeInfo } from './locales.js';

/** §9: dates are DD.MM.YY and times HH:mm, in the locale's digits. */
export function formatDate(date: Date, locale: string, timeZone?: string): string {
  const parts = dateTimeFormat(localeInfo(locale).intl, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

export function formatTime(date: Date, locale: string, timeZone?: string): string {
  return dateTimeFormat(localeInfo(locale).intl, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

export function formatDateTime(date: Date, locale: string, timeZone?: string): string {
  return `${formatDate(date, locale, timeZone)} ${formatTime(date, locale, timeZone)}`;
}

export interface MoneyCurrency {
  code: string;
  symbol: string;
  type: 'fiat' | 'crypto';
  subunitToUnit: number;
}

/** §9: BTC and ETH are shown in milli units. */
export const MILLI_CURRENCIES: ReadonlySet<string> = new Set(['BTC', 'ETH']);
const MILLI_FACTOR = 1000n;

function decimalString(minor: bigint, subunitToUnit: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const digits = subunitToUnit.toString().length - 1;
  const whole = abs / subunitToUnit;
  const fraction = (abs % subunitToUnit).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

export interface MoneyFormatOptions {
  /** `exceptZero` writes a plus before a positive amount too, where the locale puts signs. */
  signDisplay?: 'auto' | 'exceptZero';
}

/**
 * An amount in minor units, exactly (no floating point on the way), with the
 * currency's symbol: fiat through Intl's currency style, crypto as number and code,
 * BTC and ETH in milli units (mBTC, mETH).
 */
export function formatMoney(
  minor: bigint | number,
  currency: MoneyCurrency,
  locale: string,
  { signDisplay = 'auto' }: MoneyFormatOptions = {},
): string {
  const amount = BigInt(minor);
  const milli = MILLI_CURRENCIES.has(currency.code);
  const subunit = BigInt(currency.subunitToUnit) / (milli ? MILLI_FACTOR : 1n);
  const digits = subunit.toString().length - 1;
  const value = decimalString(amount, subunit);
  const intl = localeInfo(locale).intl;
  if (currency.type === 'fiat') {
    return numberFormat(intl, {
      style: 'currency',
      currency: currency.code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay,
    }).format(value as unknown as number);
  }
  const number = numberFormat(intl, {
    minimumFractionDigits: Math.min(2, digits),
    maximumFractionDigits: digits,
    signDisplay,
  }).format(value as unknown as number);
  return `${number} ${milli ? `m${currency.code}` : currency.code}`;
}

/** The unit a player types amounts in: the currency's, or its milli unit for BTC and ETH (§9). */
export function inputUnit(currency: Pick<MoneyCurrency, 'code' | 'subunitToUnit'>): {
  label: string;
  /** Minor units in one typed unit. */
  subunit: bigint;
  fractionDigits: number;
} {
  const milli = MILLI_CURRENCIES.has(currency.code);
  const subunit = BigInt(currency.subunitToUnit) / (milli ? MILLI_FACTOR : 1n);
  return { label: milli ? `m${currency.code}` : currency.code, subunit, fractionDigits: subunit.toString().length - 1 };
}

/**
 * A typed amount ("12.5", "12,50", "1 000") in minor units, exactly; null when it is
 * not a positive number or has more decimals than the unit allows.
 */
export function parseAmountInput(text: string, currency: Pick<MoneyCurrency, 'code' | 'subunitToUnit'>): bigint | null {
  const { subunit, fractionDigits } = inputUnit(currency);
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > fractionDigits) return null;
  const minor = BigInt(match[1]!) * subunit + BigInt(fraction.padEnd(fractionDigits, '0') || '0');
  return minor > 0n ? minor : null;
}

/** Minor units as the plain number a player would type, e.g. 1250 EUR cents → "12.50". */
export function amountInputValue(minor: bigint | number, currency: Pick<MoneyCurrency, 'code' | 'subunitToUnit'>) {
  const { subunit } = inputUnit(currency);
  return decimalString(BigInt(minor), subunit);
}
