import type { InstantGame } from '@casino/shared/originals/game';
import type { SeedPair } from '@casino/shared/provably-fair';
import type { z } from 'zod';
import type { GameKind } from '../../../contracts/game-provider.js';

/**
 * The server half of a game module (see README.md): the title as the catalogue lists it and
 * the handler that runs its rounds on top of the pure mapping in `packages/shared/src/originals/`.
 */
export interface OriginalTitle {
  /** The provider's game id (the catalogue's identity is `originals-<id>`). */
  id: string;
  name: string;
  kind: GameKind;
  themes: string[];
  /** Declared RTP in percent: 100 × (1 − house edge). */
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  releasedAt: string;
  /** Stake limits in cents of a 2-decimal currency; other currencies keep their face value. */
  minBet: bigint;
  maxBet: bigint;
  /** The tile's and the page's colours. */
  palette: { from: string; to: string; accent: string };
}

/** One bet, one result: Dice, Limbo, Plinko, Keno, Roulette. */
export interface InstantHandler {
  mode: 'instant';
  title: OriginalTitle;
  // The handler serves any parameter and outcome shape; the mapping types them itself.
  rules: InstantGame<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type Step<State> = { state: State; finished: false } | { state: State; finished: true; multiplier: number };

/**
 * A round of several steps (Mines, HiLo, Blackjack): its state lives in `originals_bets.state`
 * between requests, so a reload resumes it and the settle job finishes it after a timeout.
 * Every step may read floats at any cursor of the round's seeds (card n at cursor 4n …).
 */
// The registry holds handlers of every parameter, state and action shape; each types its own.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface SteppedHandler<Params = any, State = any, Action = any> {
  mode: 'stepped';
  title: OriginalTitle;
  houseEdge: number;
  params: z.ZodType<Params>;
  action: z.ZodType<Action>;
  start(seeds: SeedPair, params: Params): Step<State>;
  act(seeds: SeedPair, state: State, action: Action): Step<State>;
  /** What the rules pay a round the player left open past the timeout. */
  abandon(seeds: SeedPair, state: State): number;
  /** The state as the player sees it: while open nothing that would tell the outcome. */
  view(state: State, finished: boolean): unknown;
}

/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A game with its own routes and page (Crash, Blackjack): listed, launched and framed like the
 * others, but played through `/game-api/<id>/…` rather than `/bet` or `/round/…`.
 */
export interface CustomHandler {
  mode: 'custom';
  title: OriginalTitle;
}

export type GameHandler = InstantHandler | SteppedHandler | CustomHandler;
