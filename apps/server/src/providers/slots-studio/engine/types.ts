import type { GameFeature } from '../../../contracts/game-provider.js';

/** What every title declares, whatever it plays. Amounts are minor units of a 2-decimal currency. */
export type TitleBase = {
  /** Lowercase slug, the provider's game id (`pharaohs-fortune`). */
  id: string;
  name: string;
  themes: string[];
  features: GameFeature[];
  /** Declared return to player in percent with 2 decimals; `rtp.ts` proves it for slots. */
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  /** YYYY-MM-DD. */
  releasedAt: string;
  minBet: bigint;
  maxBet: bigint;
  /** Every stake (every chip in roulette) is a positive multiple of this, so every win is exact. */
  betStep: bigint;
  palette: { background: string; surface: string; accent: string; text: string };
  /** A sentence for the lobby's game info. */
  description: string;
};

export type SymbolKind = 'regular' | 'wild' | 'scatter' | 'jackpot';

/** The vector drawings a symbol can use (`art/glyphs.ts`). */
export type GlyphName = string;

export type SlotSymbol = {
  id: string;
  name: string;
  kind: SymbolKind;
  /**
   * pays[n] = coins paid for n of this symbol: on a line (lines), per way (ways, megaways), or
   * anywhere on the screen (scatter, jackpot, paid once). A coin is stake / `coins`.
   */
  pays: number[];
  /** Wilds only: a line or way through this wild is multiplied by it (several multiply). */
  multiplier?: number;
  /** How the symbol is drawn: a glyph, or a card rank ('A', 'K', 'Q', 'J', '10', '9'). */
  glyph: GlyphName;
};

export type SlotLayout =
  | { type: 'lines'; reels: number; rows: number; /** lines[i][reel] = row */ lines: number[][] }
  | { type: 'ways'; reels: number; rows: number }
  /** Every reel shows between minRows and maxRows symbols, each height equally likely. */
  | { type: 'megaways'; reels: number; minRows: number; maxRows: number };

export type FreeSpinsRule = {
  /** The scatter symbol id whose count triggers (and retriggers) the feature. */
  scatter: string;
  /** awards[n] = free spins for n scatters (0 below the trigger). Retriggers use the same table. */
  awards: number[];
  /** Every free-spin win is multiplied by this. */
  multiplier: number;
};

export type SlotTitle = TitleBase & {
  kind: 'slot';
  layout: SlotLayout;
  /** Coins per stake: stake = coins × coin value, and betStep = coins. */
  coins: number;
  symbols: SlotSymbol[];
  /** Reel strips, strips[reel][position] = symbol id; free spins use their own strips. */
  strips: { base: string[][]; free: string[][] };
  freeSpins: FreeSpinsRule | null;
  art: SlotArt;
};

/** Art direction for a title: the emblem drawn on tile and banner and the palette of its reels. */
export type SlotArt = { emblem: string; motif: string; glow: string; secondary: string };

export type RouletteTitle = TitleBase & {
  kind: 'roulette';
  /** Highest total stake on one straight number (inside exposure limit). */
  maxStraight: bigint;
  art: { emblem: string; motif: string; glow: string; secondary: string };
};

export type BlackjackTitle = TitleBase & {
  kind: 'blackjack';
  decks: number;
  art: { emblem: string; motif: string; glow: string; secondary: string };
};

export type VideoPokerTitle = TitleBase & {
  kind: 'video-poker';
  /** pays[hand] = times the stake returned (stake included), Jacks or Better 9/6 at max coins. */
  paytable: Record<PokerHand, number>;
  art: { emblem: string; motif: string; glow: string; secondary: string };
};

export type PokerHand =
  | 'royal-flush'
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'jacks-or-better'
  | 'nothing';

export type GameTitle = SlotTitle | RouletteTitle | BlackjackTitle | VideoPokerTitle;

export type SlotWin = {
  /** Payline index for line wins; null for ways, scatter and jackpot wins. */
  line: number | null;
  symbol: string;
  count: number;
  /** [reel, row] of every symbol that is part of the win. */
  positions: [number, number][];
  amount: bigint;
};

export type SlotScreen = {
  /** reels[reel][row] = symbol id (megaways reels differ in length). */
  reels: string[][];
  wins: SlotWin[];
  win: bigint;
  freeSpin: boolean;
  multiplier: number;
  /** Free spins this screen awarded (trigger or retrigger). */
  freeSpinsAwarded: number;
};

export type SlotRound = { stake: bigint; win: bigint; screens: SlotScreen[]; freeSpinsAwarded: number };
