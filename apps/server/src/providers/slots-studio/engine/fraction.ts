/** Exact non-negative rationals over bigint, enough for expected values of reel strips. */
export type Fraction = { num: bigint; den: bigint };

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export function fraction(num: bigint, den = 1n): Fraction {
  if (den === 0n) throw new RangeError('zero denominator');
  const g = gcd(num, den) || 1n;
  return den < 0n ? { num: -num / g, den: -den / g } : { num: num / g, den: den / g };
}

export const add = (a: Fraction, b: Fraction) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Fraction, b: Fraction) => fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction) => fraction(a.num * b.num, a.den * b.den);
export const div = (a: Fraction, b: Fraction) => fraction(a.num * b.den, a.den * b.num);
export const toNumber = (a: Fraction) => Number(a.num) / Number(a.den);

/** a × 100 rounded half up to `places` decimals, e.g. 0.962149… → 96.21. */
export function percent(a: Fraction, places = 2): number {
  const scale = 10n ** BigInt(places + 2);
  const scaled = (a.num * scale * 2n + a.den) / (2n * a.den);
  return Number(scaled) / 10 ** places;
}
