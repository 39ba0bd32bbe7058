/** What the game API answers (game-api-routes.ts), as the page reads it. */
export interface BetView {
  id: string;
  gameId: string;
  status: 'open' | 'settling' | 'closed' | 'refused';
  stake: string;
  payout: string;
  multiplier: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  params: unknown;
  outcome: unknown;
  createdAt: string;
}

export interface Settled {
  bet: BetView;
  balance: string | null;
  pending: boolean;
}

export interface SeedPairView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface InitData {
  game: { id: string; name: string; mode: 'instant' | 'stepped'; rtp: number };
  demo: boolean;
  currency: string;
  subunitToUnit: number;
  locale: string;
  lobbyUrl: string;
  balance: string;
  minBet: string;
  maxBet: string;
  fairness: SeedPairView;
  round: BetView | null;
}
