/**
 * Calls of `load` made in one turn of the event loop, gathered into one call of at most
 * `maxBatch` keys; each caller gets the answer at its key's position. A failed load fails
 * the callers of that batch only.
 */
export function batched<K, V>(load: (keys: K[]) => Promise<V[]>, maxBatch: number): (key: K) => Promise<V> {
  let waiting: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const calls = waiting;
    waiting = [];
    for (let start = 0; start < calls.length; start += maxBatch) {
      const batch = calls.slice(start, start + maxBatch);
      load(batch.map((call) => call.key)).then(
        (values) => batch.forEach((call, i) => call.resolve(values[i]!)),
        (error: unknown) => batch.forEach((call) => call.reject(error)),
      );
    }
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ key, resolve, reject });
    });
}
