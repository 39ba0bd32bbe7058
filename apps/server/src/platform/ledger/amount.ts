const INT8_MAX = 2n ** 63n - 1n;

/**
 * An amount in minor units as the ledger stores it, or null when it is not a positive
 * integer that fits the bigint column. Numbers beyond 2^53 are refused rather than
 * rounded: a float that lost digits must never become money.
 */
export function toAmount(value: unknown): bigint | null {
  const amount =
    typeof value === 'bigint' ? value : typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : null;
  return amount !== null && amount > 0n && amount <= INT8_MAX ? amount : null;
}
