/** What converting between currencies needs to know of each (SPEC §3 Currency). */
export interface RatedCurrency {
  code: string;
  subunitToUnit: number;
  /** Units of the base currency for one unit of this currency, as an exact decimal string. */
  rate: string;
}

const RATE_SCALE_DIGITS = 12;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

/** A decimal string such as "0.000016" as an integer scaled by 10^12, exactly. */
export function scaledRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a decimal rate: ${rate}`);
  const fraction = (match[2] ?? '').slice(0, RATE_SCALE_DIGITS).padEnd(RATE_SCALE_DIGITS, '0');
  return BigInt(match[1]!) * RATE_SCALE + BigInt(fraction);
}

/**
 * Converts an amount in `from` minor units into `to` minor units exactly, through the
 * base currency. Rounding rule: toward zero — a converted figure never shows more
 * than the player has.
 */
export function convertMinor(amount: bigint, from: RatedCurrency, to: RatedCurrency): bigint {
  if (from.code === to.code) return amount;
  const numerator = amount * scaledRate(from.rate) * BigInt(to.subunitToUnit);
  const denominator = BigInt(from.subunitToUnit) * scaledRate(to.rate);
  return numerator / denominator;
}
