/**
 * A check whose answer is reused for `maxAgeMs` after it finished, and shared by every caller
 * while it runs: a load balancer or a benchmark asking many times a second costs one database
 * round trip a second, and the answer is never older than that (issue 12).
 */
export function recentCheck<T>(check: () => Promise<T>, maxAgeMs: number, now = Date.now): () => Promise<T> {
  let last: { at: number; answer: T } | null = null;
  let running: Promise<T> | null = null;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.answer);
    running ??= check().then(
      (answer) => {
        last = { at: now(), answer };
        running = null;
        return answer;
      },
      (error: unknown) => {
        running = null;
        throw error;
      },
    );
    return running;
  };
}
