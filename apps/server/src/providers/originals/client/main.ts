import { startGame } from './shell.js';

void startGame();
