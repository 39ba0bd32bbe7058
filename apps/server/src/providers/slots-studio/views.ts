import { z } from 'zod';
import { artUrl } from './art.js';
import type { GameTitle, SlotRound, SlotTitle } from './engine/types.js';

/**
 * What the game page receives. Amounts are minor units as decimal strings; reel strips stay on
 * the server (the page spins decorative symbols and stops on the screens it is sent).
 */
const amount = z.string().regex(/^\d{1,20}$/);

export const slotConfigSchema = z.object({
  layout: z.discriminatedUnion('type', [
    z.object({ type: z.literal('lines'), reels: z.number(), rows: z.number(), lines: z.array(z.array(z.number())) }),
    z.object({ type: z.literal('ways'), reels: z.number(), rows: z.number() }),
    z.object({ type: z.literal('megaways'), reels: z.number(), minRows: z.number(), maxRows: z.number() }),
  ]),
  coins: z.number(),
  symbols: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['regular', 'wild', 'scatter', 'jackpot']),
      pays: z.array(z.number()),
      multiplier: z.number().optional(),
      image: z.string(),
    }),
  ),
  freeSpins: z.object({ scatter: z.string(), awards: z.array(z.number()), multiplier: z.number() }).nullable(),
});

export const gameConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['slot', 'roulette', 'blackjack', 'video-poker']),
  description: z.string(),
  rtp: z.number(),
  volatility: z.enum(['low', 'medium', 'high']),
  palette: z.object({ background: z.string(), surface: z.string(), accent: z.string(), text: z.string() }),
  glow: z.string(),
  secondary: z.string(),
  banner: z.string(),
  slot: slotConfigSchema.optional(),
  /** Table games' public rules (paytable, decks, limits): shown on the info screen. */
  rules: z.record(z.string(), z.unknown()).optional(),
});

export function slotConfig(title: SlotTitle, basePath: string): z.infer<typeof slotConfigSchema> {
  return {
    layout: title.layout,
    coins: title.coins,
    symbols: title.symbols.map((symbol) => ({
      id: symbol.id,
      name: symbol.name,
      kind: symbol.kind,
      pays: symbol.pays,
      ...(symbol.multiplier === undefined ? {} : { multiplier: symbol.multiplier }),
      image: artUrl(basePath, title.id, `symbols/${symbol.id}.svg`),
    })),
    freeSpins: title.freeSpins,
  };
}

export function gameConfig(title: GameTitle, basePath: string, rules?: Record<string, unknown>) {
  return {
    id: title.id,
    name: title.name,
    kind: title.kind,
    description: title.description,
    rtp: title.rtp,
    volatility: title.volatility,
    palette: title.palette,
    glow: title.art.glow,
    secondary: title.art.secondary,
    banner: artUrl(basePath, title.id, 'banner.svg'),
    ...(title.kind === 'slot' ? { slot: slotConfig(title, basePath) } : {}),
    ...(rules ? { rules } : {}),
  };
}

export const slotRoundSchema = z.object({
  roundId: z.string(),
  stake: amount,
  win: amount,
  freeSpinsAwarded: z.number(),
  screens: z.array(
    z.object({
      reels: z.array(z.array(z.string())),
      wins: z.array(
        z.object({
          line: z.number().nullable(),
          symbol: z.string(),
          count: z.number(),
          positions: z.array(z.tuple([z.number(), z.number()])),
          amount,
        }),
      ),
      win: amount,
      freeSpin: z.boolean(),
      multiplier: z.number(),
      freeSpinsAwarded: z.number(),
    }),
  ),
});

export function slotRoundView(roundId: string, round: SlotRound): z.infer<typeof slotRoundSchema> {
  return {
    roundId,
    stake: round.stake.toString(),
    win: round.win.toString(),
    freeSpinsAwarded: round.freeSpinsAwarded,
    screens: round.screens.map((screen) => ({
      reels: screen.reels,
      wins: screen.wins.map((win) => ({ ...win, amount: win.amount.toString() })),
      win: screen.win.toString(),
      freeSpin: screen.freeSpin,
      multiplier: screen.multiplier,
      freeSpinsAwarded: screen.freeSpinsAwarded,
    })),
  };
}

/** After every step: the balance (null while a win is still being credited). */
export const settledSchema = z.object({ balance: amount.nullable(), pending: z.boolean() });
