import { describe, expect, it } from 'vitest';
import type { PublicRound } from './game-types';
import { gameKeys, LATEST_BETS_POLL_MS, LATEST_BETS_QUIET_POLL_MS, latestBetsPollDelay } from './games-queries';

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

describe('latest bets polling', () => {
  const round = (id: string) => ({ id }) as PublicRound;
  /** A query whose answers come in one after another, as TanStack hands it to the delay. */
  const feed = () => {
    const query = { state: { data: undefined as PublicRound[] | undefined, dataUpdateCount: 0 } };
    return {
      answer: (...ids: string[]) => {
        query.state = { data: ids.map(round), dataUpdateCount: query.state.dataUpdateCount + 1 };
        return latestBetsPollDelay(query);
      },
      render: () => latestBetsPollDelay(query),
    };
  };

  it('waits twice as long after each answer with nothing new, up to the quiet wait', () => {
    const latest = feed();
    expect(latest.answer('3', '2')).toBe(LATEST_BETS_POLL_MS);
    expect(latest.answer('3', '2')).toBe(LATEST_BETS_POLL_MS * 2);
    expect(latest.answer('3', '2')).toBe(LATEST_BETS_POLL_MS * 4);
    for (let i = 0; i < 5; i += 1) latest.answer('3', '2');
    expect(latest.answer('3', '2')).toBe(LATEST_BETS_QUIET_POLL_MS);
  });

  it('asks every few seconds again as soon as a new bet comes in', () => {
    const latest = feed();
    for (let i = 0; i < 6; i += 1) latest.answer('3', '2');
    expect(latest.answer('4', '3')).toBe(LATEST_BETS_POLL_MS);
  });

  it('counts answers, not renders', () => {
    const latest = feed();
    latest.answer('3');
    latest.answer('3');
    expect(latest.render()).toBe(LATEST_BETS_POLL_MS * 2);
    expect(latest.render()).toBe(LATEST_BETS_POLL_MS * 2);
  });
});
