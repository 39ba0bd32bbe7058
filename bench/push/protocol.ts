/** The IPC conversation between the benchmark (parent) and the server under test (child). */

export interface SeededPlayer {
  id: string;
  token: string;
}

export type ToServer = { type: 'stats' } | { type: 'publish' } | { type: 'close' };

export interface ServerStats {
  rss: number;
  heapUsed: number;
  sockets: number;
}

export type FromServer =
  | { type: 'ready'; port: number; database: string; seedMs: number; players: SeededPlayer[] }
  | ({ type: 'stats' } & ServerStats)
  | { type: 'published'; startedAt: number; finishedAt: number }
  | { type: 'failed'; error: string };

/** What each player's `notification` event carries. */
export interface BenchNotification {
  /** epochNow() in the server just before this player's publish call. */
  sentAt: number;
}

export const BENCH_CHANNEL = 'messenger:notifications';

/**
 * Epoch milliseconds with sub-millisecond resolution. Both processes use this one
 * clock so a timestamp taken in the server can be subtracted from one taken in the
 * client: `Date.now()` alone would round every latency to whole milliseconds.
 */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}
