import { convertMinor, type RatedCurrency } from '@casino/shared/money';
import type { MoneyCurrency } from '@casino/shared/format';

/** §3 stored values: the fiat currency crypto balances are also shown in. */
export const EQUIVALENT_CURRENCY_KEY = 'equivalent-currency';

export interface RatedMoneyCurrency extends MoneyCurrency {
  rate: { rate: string };
}

/** A currency as the exact conversion takes it (§3: `rate.rate` units of the base for one unit). */
export function ratedCurrency(c: { code: string; subunitToUnit: number; rate: { rate: string } }): RatedCurrency {
  return { code: c.code, subunitToUnit: c.subunitToUnit, rate: c.rate.rate };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored choice; storage that cannot be read (private mode, no window) means none. */
export function readEquivalentCurrency(storage: KeyValueStorage | undefined): string | null {
  try {
    return storage?.getItem(EQUIVALENT_CURRENCY_KEY) || null;
  } catch {
    return null;
  }
}

/** §4: choosing keeps the code, removing the choice clears the key. */
export function writeEquivalentCurrency(storage: KeyValueStorage | undefined, code: string | null): void {
  try {
    if (code) storage?.setItem(EQUIVALENT_CURRENCY_KEY, code);
    else storage?.removeItem(EQUIVALENT_CURRENCY_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice is not kept.
  }
}

/** Only fiat currencies can be the equivalent: it gives a crypto balance a familiar value. */
export function equivalentCurrencyOptions<C extends RatedMoneyCurrency>(currencies: readonly C[]): C[] {
  return currencies.filter((c) => c.type === 'fiat');
}

/**
 * §9: a crypto account with an equivalent currency chosen gets its balance converted
 * exactly into it (rounded toward zero); every other account gets none. A stored code
 * that is no longer an offered fiat currency counts as no choice.
 */
export function equivalentBalance<C extends RatedMoneyCurrency>(
  account: { currency: string; balance: number },
  currencies: readonly C[],
  equivalentCode: string | null,
): { amount: bigint; currency: C } | null {
  if (!equivalentCode) return null;
  const from = currencies.find((c) => c.code === account.currency);
  const to = equivalentCurrencyOptions(currencies).find((c) => c.code === equivalentCode);
  if (!from || !to || from.type !== 'crypto') return null;
  return { amount: convertMinor(BigInt(account.balance), ratedCurrency(from), ratedCurrency(to)), currency: to };
}
