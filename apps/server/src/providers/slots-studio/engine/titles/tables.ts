import type { BlackjackTitle, RouletteTitle, VideoPokerTitle } from '../types.js';

export const EUROPEAN_ROULETTE: RouletteTitle = {
  kind: 'roulette',
  id: 'european-roulette',
  name: 'European Roulette',
  description: 'The single-zero wheel: straight up to 35:1, every inside and outside bet, 97.30 % on every bet.',
  themes: ['table', 'roulette', 'classic'],
  features: [],
  rtp: 97.3,
  volatility: 'low',
  releasedAt: '2024-01-10',
  minBet: 10n,
  maxBet: 100_000n,
  betStep: 10n,
  maxStraight: 5_000n,
  palette: { background: '#04140b', surface: '#0b3a22', accent: '#e2b53e', text: '#f4fff7' },
  art: { emblem: 'wheel', motif: 'felt', glow: '#f5cf62', secondary: '#c81e3a' },
};

export const BLACKJACK: BlackjackTitle = {
  kind: 'blackjack',
  id: 'blackjack',
  name: 'Blackjack',
  description: 'Six decks, dealer stands on soft 17, double after split, blackjack pays 3:2.',
  themes: ['table', 'cards', 'classic'],
  features: [],
  // Basic strategy's return per unit staked (doubles and splits included), measured with
  // `npm run bench:slots -- --titles blackjack` over 30,000,000 hands.
  rtp: 99.55,
  volatility: 'low',
  releasedAt: '2024-01-10',
  minBet: 100n,
  maxBet: 50_000n,
  betStep: 10n,
  decks: 6,
  palette: { background: '#03101c', surface: '#0a2d4a', accent: '#e9c46a', text: '#f1f8ff' },
  art: { emblem: 'cards', motif: 'felt', glow: '#ffd77a', secondary: '#e63946' },
};

export const JACKS_OR_BETTER: VideoPokerTitle = {
  kind: 'video-poker',
  id: 'jacks-or-better',
  name: 'Jacks or Better',
  description: 'Full-pay 9/6 video poker: hold, draw, and a royal flush pays 800×.',
  themes: ['table', 'poker', 'cards'],
  features: [],
  // The return of perfect play of the 9/6 table (99.54 %); the simple strategy gets a little less.
  rtp: 99.54,
  volatility: 'medium',
  releasedAt: '2024-06-18',
  minBet: 10n,
  maxBet: 10_000n,
  betStep: 10n,
  paytable: {
    'royal-flush': 800,
    'straight-flush': 50,
    'four-of-a-kind': 25,
    'full-house': 9,
    flush: 6,
    straight: 4,
    'three-of-a-kind': 3,
    'two-pair': 2,
    'jacks-or-better': 1,
    nothing: 0,
  },
  palette: { background: '#0b0630', surface: '#1d1268', accent: '#ffd23f', text: '#f3f0ff' },
  art: { emblem: 'poker', motif: 'rays', glow: '#ffe066', secondary: '#3ddbd9' },
};

export const TABLE_TITLES = [EUROPEAN_ROULETTE, BLACKJACK, JACKS_OR_BETTER];
