import { startLivePage } from './live/start.js';
import { startGame } from './shell.js';

// Crash and Blackjack bring their own page; every other original plays in the shared shell.
void (startLivePage() ?? startGame());
