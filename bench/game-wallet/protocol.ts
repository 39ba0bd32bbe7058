/** What the bench's server children tell the parent over IPC. */
export interface BenchPlayer {
  token: string;
  gameId: string;
  currency: string;
}

export type FromServer =
  | { type: 'ready'; port: number; players: BenchPlayer[]; secret: string; database: string }
  | { type: 'failed'; error: string };
