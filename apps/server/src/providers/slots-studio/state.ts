/**
 * Engine states hold bigints, which JSON cannot: a bigint is stored as `{"$bigint": "123"}` so
 * that a hand read back from the database is the very state the engine left.
 */
const TAG = '$bigint';

export function encodeState(state: unknown): string {
  return JSON.stringify(state, (_key, value: unknown) =>
    typeof value === 'bigint' ? { [TAG]: value.toString() } : value,
  );
}

/** Accepts the stored JSON as text or as the object the driver already parsed. */
export function decodeState<T>(stored: unknown): T {
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive);
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const tagged = record[TAG];
      if (typeof tagged === 'string' && Object.keys(record).length === 1) return BigInt(tagged);
      return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, revive(item)]));
    }
    return value;
  };
  return revive(typeof stored === 'string' ? JSON.parse(stored) : stored) as T;
}
