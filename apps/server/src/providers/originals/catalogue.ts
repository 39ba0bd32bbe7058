import type { ProviderGame } from '../../contracts/game-provider.js';
import type { OriginalTitle } from './games/types.js';

/** A title as the platform lists it (contracts/game-provider.ts): every original has a demo and plays everywhere. */
export function providerGameOf(title: OriginalTitle, basePath: string): ProviderGame {
  return {
    gameId: title.id,
    name: title.name,
    kind: title.kind,
    themes: title.themes.slice(0, 10),
    features: ['multiplier'],
    rtp: title.rtp,
    volatility: title.volatility,
    hasDemo: true,
    devices: ['desktop', 'mobile'],
    tileImage: `${basePath}/art/${title.id}/tile.svg`,
    bannerImage: `${basePath}/art/${title.id}/banner.svg`,
    releasedAt: title.releasedAt,
    minBet: title.minBet.toString(),
    maxBet: title.maxBet.toString(),
    restrictedCountries: [],
  };
}
