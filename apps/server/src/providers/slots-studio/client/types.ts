/** The game server's answers as the page reads them (game-api-routes.ts, views.ts). */
export type SymbolInfo = {
  id: string;
  name: string;
  kind: 'regular' | 'wild' | 'scatter' | 'jackpot';
  pays: number[];
  multiplier?: number;
  image: string;
};

export type SlotLayout =
  | { type: 'lines'; reels: number; rows: number; lines: number[][] }
  | { type: 'ways'; reels: number; rows: number }
  | { type: 'megaways'; reels: number; minRows: number; maxRows: number };

export type SlotConfig = {
  layout: SlotLayout;
  coins: number;
  symbols: SymbolInfo[];
  freeSpins: { scatter: string; awards: number[]; multiplier: number } | null;
};

export type GameConfig = {
  id: string;
  name: string;
  kind: 'slot' | 'roulette' | 'blackjack' | 'video-poker';
  description: string;
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  palette: { background: string; surface: string; accent: string; text: string };
  glow: string;
  secondary: string;
  banner: string;
  slot?: SlotConfig;
  rules?: Record<string, unknown>;
};

export type InitData = {
  game: GameConfig;
  demo: boolean;
  currency: string;
  subunitToUnit: number;
  locale: string;
  lobbyUrl: string;
  balance: string;
  betLevels: string[];
  defaultBet: string;
  minBet: string;
  maxBet: string;
  betStep: string;
  hand?: unknown;
};

export type SlotWin = {
  line: number | null;
  symbol: string;
  count: number;
  positions: [number, number][];
  amount: string;
};
export type SlotScreen = {
  reels: string[][];
  wins: SlotWin[];
  win: string;
  freeSpin: boolean;
  multiplier: number;
  freeSpinsAwarded: number;
};
export type SlotRoundView = {
  roundId: string;
  stake: string;
  win: string;
  freeSpinsAwarded: number;
  screens: SlotScreen[];
};
export type Settled = { balance: string | null; pending: boolean };

export type BlackjackHandView = {
  cards: string[];
  total: number;
  soft: boolean;
  stake: string;
  doubled: boolean;
  fromSplit: boolean;
  finished: boolean;
  result: 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | null;
  win: string;
};

export type TableHand = {
  roundId: string;
  kind: 'blackjack' | 'video-poker';
  finished: boolean;
  totalStake: string;
  win: string;
  blackjack?: {
    dealer: string[];
    dealerTotal: number;
    hands: BlackjackHandView[];
    active: number | null;
    actions: ('hit' | 'stand' | 'double' | 'split')[];
  };
  poker?: { cards: string[]; held: boolean[]; hand: string };
};

export type RouletteBetView = { type: string; numbers?: number[]; index?: number; amount: string; win: string };
export type RouletteRoundView = {
  roundId: string;
  number: number;
  color: 'red' | 'black' | 'green';
  totalStake: string;
  win: string;
  bets: RouletteBetView[];
};
