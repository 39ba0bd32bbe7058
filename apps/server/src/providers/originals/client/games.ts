import type { GameFactory } from './game-view.js';
import { diceView } from './games/dice.js';
import { hiloView } from './live/hilo-view.js';

/** Each game's page module by game id; a new game module adds its view here. */
export const GAME_VIEWS: Record<string, GameFactory> = {
  dice: diceView,
  hilo: hiloView,
};
