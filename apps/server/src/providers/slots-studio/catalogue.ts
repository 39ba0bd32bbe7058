import type { ProviderGame } from '../../contracts/game-provider.js';
import { artUrl } from './art.js';
import type { GameTitle } from './engine/types.js';

/** A title as the platform lists it (contracts/game-provider.ts): every title has a demo and plays on every device. */
export function providerGameOf(title: GameTitle, basePath: string): ProviderGame {
  return {
    gameId: title.id,
    name: title.name,
    kind: title.kind === 'slot' ? 'slot' : 'table',
    themes: title.themes.slice(0, 10),
    features: [...title.features],
    rtp: title.rtp,
    volatility: title.volatility,
    hasDemo: true,
    devices: ['desktop', 'mobile'],
    tileImage: artUrl(basePath, title.id, 'tile.svg'),
    bannerImage: artUrl(basePath, title.id, 'banner.svg'),
    releasedAt: title.releasedAt,
    minBet: title.minBet.toString(),
    maxBet: title.maxBet.toString(),
    restrictedCountries: [],
  };
}
