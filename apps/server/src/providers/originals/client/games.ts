import type { GameFactory } from './game-view.js';
import { diceView } from './games/dice.js';
import { kenoView } from './games/keno.js';
import { limboView } from './games/limbo.js';
import { minesView } from './games/mines.js';
import { plinkoView } from './games/plinko.js';
import { rouletteView } from './games/roulette.js';
import { hiloView } from './live/hilo-view.js';

/** Each game's page module by game id; a new game module adds its view here. */
export const GAME_VIEWS: Record<string, GameFactory> = {
  dice: diceView,
  limbo: limboView,
  mines: minesView,
  plinko: plinkoView,
  keno: kenoView,
  roulette: rouletteView,
  hilo: hiloView,
};
