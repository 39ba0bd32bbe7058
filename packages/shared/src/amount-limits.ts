/**
 * Payment limits converted from another currency are odd figures (€9.25–€4,629.62,
 * 0.10309 mBTC). Shown and enforced, they are rounded to a step of the currency: a
 * 1, 2 or 5 × 10ⁿ minor units no larger than a tenth of the amount, so a limit moves by
 * at most a tenth and always towards the inside of the range (minimum up, maximum down).
 */

/** The largest 1, 2 or 5 × 10ⁿ (minor units, ≥ 1) not above `amount / 10`. */
export function limitStep(amount: bigint): bigint {
  const tenth = amount / 10n;
  let step = 1n;
  for (let power = 1n; power <= tenth; power *= 10n) {
    for (const factor of [1n, 2n, 5n]) if (factor * power <= tenth) step = factor * power;
  }
  return step;
}

export function roundMinimumUp(amount: bigint): bigint {
  if (amount <= 0n) return amount;
  const step = limitStep(amount);
  return ((amount + step - 1n) / step) * step;
}

export function roundMaximumDown(amount: bigint): bigint {
  if (amount <= 0n) return amount;
  const step = limitStep(amount);
  return (amount / step) * step;
}

/** Both limits rounded inwards; a range too narrow to round keeps its exact figures. */
export function roundLimits(min: bigint, max: bigint): { min: bigint; max: bigint } {
  const roundedMin = roundMinimumUp(min);
  const roundedMax = roundMaximumDown(max);
  return roundedMin <= roundedMax ? { min: roundedMin, max: roundedMax } : { min, max };
}
