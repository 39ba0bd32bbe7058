/** The IPC conversations of the benchmark (parent) with the server under test and with its client processes. */

export interface SeededPlayer {
  id: string;
  token: string;
}

export type ToServer = { type: 'seed'; count: number } | { type: 'stats' } | { type: 'publish' } | { type: 'close' };

export interface ServerStats {
  rss: number;
  heapUsed: number;
  sockets: number;
}

export type FromServer =
  | {
      type: 'ready';
      port: number;
      database: string;
      /** Descriptors the listening server holds before any socket, and the most it may hold. */
      fds: number;
      fdLimit: number;
    }
  | { type: 'seeded'; seedMs: number; players: SeededPlayer[] }
  | ({ type: 'stats' } & ServerStats)
  | { type: 'published'; startedAt: number; finishedAt: number }
  | { type: 'failed'; error: string };

export type ToClient =
  | { type: 'connect'; url: string; players: SeededPlayer[]; batch: number }
  | { type: 'disconnect' }
  | { type: 'report' }
  | { type: 'close' };

export type FromClient =
  | { type: 'connected'; connected: number; failures: [reason: string, count: number][] }
  | { type: 'disconnected' }
  | { type: 'report'; latencies: number[]; lastReceivedAt: number }
  | { type: 'failed'; error: string };

/** What each player's `notification` event carries. */
export interface BenchNotification {
  /** epochNow() in the server just before this player's publish call. */
  sentAt: number;
}

export const BENCH_CHANNEL = 'messenger:notifications';

/**
 * Epoch milliseconds with sub-millisecond resolution. Every process uses this one
 * clock so a timestamp taken in the server can be subtracted from one taken in a
 * client: `Date.now()` alone would round every latency to whole milliseconds.
 */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}
