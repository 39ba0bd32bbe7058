import { keno } from '@casino/shared/originals/keno';
import { limbo } from '@casino/shared/originals/limbo';
import { plinko } from '@casino/shared/originals/plinko';
import { roulette } from '@casino/shared/originals/roulette';
import type { InstantHandler } from './types.js';

export const limboGame: InstantHandler = {
  mode: 'instant',
  title: {
    id: 'limbo',
    name: 'Limbo',
    kind: 'instant',
    themes: ['originals', 'multiplier'],
    rtp: 99,
    volatility: 'high',
    releasedAt: '2026-01-15',
    minBet: 10n,
    maxBet: 100_000n,
    palette: { from: '#3b1d5e', to: '#120820', accent: '#b36bff' },
  },
  rules: limbo,
};

export const plinkoGame: InstantHandler = {
  mode: 'instant',
  title: {
    id: 'plinko',
    name: 'Plinko',
    kind: 'instant',
    themes: ['originals', 'plinko'],
    rtp: 99,
    volatility: 'high',
    releasedAt: '2026-01-15',
    minBet: 10n,
    maxBet: 100_000n,
    palette: { from: '#5e1d3f', to: '#1a0712', accent: '#ff4fa3' },
  },
  rules: plinko,
};

export const kenoGame: InstantHandler = {
  mode: 'instant',
  title: {
    id: 'keno',
    name: 'Keno',
    kind: 'instant',
    themes: ['originals', 'lottery'],
    rtp: 99,
    volatility: 'high',
    releasedAt: '2026-01-15',
    minBet: 10n,
    maxBet: 100_000n,
    palette: { from: '#1d3f5e', to: '#071321', accent: '#3fb6ff' },
  },
  rules: keno,
};

export const rouletteGame: InstantHandler = {
  mode: 'instant',
  title: {
    id: 'roulette',
    name: 'Roulette',
    kind: 'table',
    themes: ['originals', 'roulette'],
    rtp: 97.3,
    volatility: 'medium',
    releasedAt: '2026-01-15',
    minBet: 10n,
    maxBet: 100_000n,
    palette: { from: '#5e1d1d', to: '#160606', accent: '#ffcf4a' },
  },
  rules: roulette,
};
