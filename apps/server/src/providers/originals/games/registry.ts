import { blackjackGame } from '../blackjack/title.js';
import { crashGame } from '../crash/title.js';
import { hiloGame } from '../hilo/game.js';
import { diceGame } from './dice.js';
import { kenoGame, limboGame, plinkoGame, rouletteGame } from './instant.js';
import { minesGame } from './mines.js';
import type { GameHandler, SteppedHandler } from './types.js';

/** Every original the studio offers, in lobby order; a new game module adds its handler here. */
export const GAMES: readonly GameHandler[] = [
  diceGame,
  crashGame,
  limboGame,
  minesGame,
  plinkoGame,
  kenoGame,
  hiloGame,
  blackjackGame,
  rouletteGame,
];

export const gameById = (id: string): GameHandler | undefined => GAMES.find((game) => game.title.id === id);

export const steppedGames = (): Map<string, SteppedHandler> =>
  new Map(GAMES.filter((g): g is SteppedHandler => g.mode === 'stepped').map((g) => [g.title.id, g]));
