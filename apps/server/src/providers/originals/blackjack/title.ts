import { BLACKJACK_DECLARED_RTP } from '@casino/shared/originals/blackjack';
import type { CustomHandler, OriginalTitle } from '../games/types.js';

export const blackjackTitle: OriginalTitle = {
  id: 'blackjack',
  name: 'Blackjack',
  kind: 'table',
  themes: ['originals', 'cards'],
  rtp: BLACKJACK_DECLARED_RTP * 100,
  volatility: 'low',
  releasedAt: '2026-01-15',
  minBet: 10n,
  maxBet: 100_000n,
  palette: { from: '#123a5c', to: '#071627', accent: '#e9c46a' },
};

export const blackjackGame: CustomHandler = { mode: 'custom', title: blackjackTitle };
