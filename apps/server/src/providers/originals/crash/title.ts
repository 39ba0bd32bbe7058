import type { CustomHandler, OriginalTitle } from '../games/types.js';
import { CRASH_GAME_ID } from './game.js';

export const crashTitle: OriginalTitle = {
  id: CRASH_GAME_ID,
  name: 'Crash',
  kind: 'crash',
  themes: ['originals', 'crash', 'multiplayer'],
  rtp: 99,
  volatility: 'high',
  releasedAt: '2026-01-15',
  minBet: 10n,
  maxBet: 100_000n,
  palette: { from: '#2a1146', to: '#0d0620', accent: '#ff7a1a' },
};

export const crashGame: CustomHandler = { mode: 'custom', title: crashTitle };
