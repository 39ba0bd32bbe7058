import { describe, expect, it } from 'vitest';
import { gameKeys } from './games-queries';

describe('casino cache keys', () => {
  it('are one entry per filter whatever the order or the empty fields', () => {
    expect(gameKeys.list({ sort: 'new', collection: 'slots', provider: '' })).toEqual(
      gameKeys.list({ collection: 'slots', sort: 'new' }),
    );
  });

  it('tell apart pages of different sizes', () => {
    expect(gameKeys.list({ collection: 'slots' }, 16)).not.toEqual(gameKeys.list({ collection: 'slots' }, 24));
  });

  it("keep one player's lists apart from another's and from a guest's", () => {
    expect(gameKeys.favorites('p1')).not.toEqual(gameKeys.favorites('p2'));
    expect(gameKeys.played('p1')).not.toEqual(gameKeys.played(null));
    expect(gameKeys.recentSearches('p1')).not.toEqual(gameKeys.recentSearches('p2'));
  });

  it('start a new real session when the account currency changes, not a new demo one', () => {
    expect(gameKeys.launch('g', false, 'p1', 'EUR')).not.toEqual(gameKeys.launch('g', false, 'p1', 'USD'));
    expect(gameKeys.launch('g', true, 'p1', 'EUR')).toEqual(gameKeys.launch('g', true, 'p1', 'USD'));
    expect(gameKeys.launch('g', true, 'p1', null)).not.toEqual(gameKeys.launch('g', false, 'p1', null));
  });

  it('share one search entry for queries differing only in case and spaces', () => {
    expect(gameKeys.search(' Pharaoh ')).toEqual(gameKeys.search('pharaoh'));
  });

  it('all start with game, so signing out can drop them together', () => {
    for (const key of [gameKeys.collections(), gameKeys.game('x'), gameKeys.latestBets(), gameKeys.winners()]) {
      expect(key[0]).toBe('game');
    }
  });
});
