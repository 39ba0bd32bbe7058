import { dice } from '@casino/shared/originals/dice';
import type { InstantHandler } from './types.js';

export const diceGame: InstantHandler = {
  mode: 'instant',
  title: {
    id: 'dice',
    name: 'Dice',
    kind: 'instant',
    themes: ['originals', 'dice'],
    rtp: 99,
    volatility: 'low',
    releasedAt: '2026-01-15',
    minBet: 10n,
    maxBet: 100_000n,
    palette: { from: '#1a2c4f', to: '#0b1424', accent: '#2ee6a6' },
  },
  rules: dice,
};
