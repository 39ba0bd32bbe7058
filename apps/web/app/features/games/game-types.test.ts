import { describe, expect, it } from 'vitest';
import { tilesOf, type GameListing } from './game-types';

const listing: GameListing = {
  identity: 'nova-studio-pharaohs-fortune',
  name: "Pharaoh's Fortune",
  provider: { identity: 'nova-studio', name: 'Nova Studio' },
  kind: 'slot',
  features: ['free-spins'],
  themes: ['egypt'],
  rtp: 96.5,
  volatility: 'high',
  hasDemo: true,
  isNew: false,
  tileImage: '/providers/nova-studio/art/pharaohs-fortune/tile.svg',
  bannerImage: '/providers/nova-studio/art/pharaohs-fortune/banner.svg',
  devices: ['desktop', 'mobile'],
};

describe('a list of games read on the server for a page', () => {
  it('keeps what a tile draws and its paging, and drops the rest of each listing', () => {
    const meta = { page: 1, perPage: 16, totalPages: 2, totalRows: 24 };
    expect(tilesOf({ data: [listing], meta })).toEqual({
      meta,
      data: [
        {
          identity: listing.identity,
          name: listing.name,
          provider: listing.provider,
          rtp: 96.5,
          hasDemo: true,
          isNew: false,
          tileImage: listing.tileImage,
          bannerImage: listing.bannerImage,
        },
      ],
    });
  });
});
