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
 * A rate quoted against another currency, re-expressed against the base: `rate` over
 * the quote currency's own rate against the base currency's. Rounded toward zero at
 * the 12th decimal, the precision rates are kept in.
 */
export function rebaseRate(rate: string, baseInQuote: string): string {
  const scaled = (scaledRate(rate) * RATE_SCALE) / scaledRate(baseInQuote);
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_SCALE_DIGITS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
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
