import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../i18n/messages.server';
import { catalogT, listTitle } from './list-title';
import { freshIds } from './live-feeds';
import { parseGamesParams } from './games-params';
import { withRecentSearch } from './recent-searches';
import { isTypingTarget } from './search-hotkey';
import { launchErrorPopup } from './use-launch';
import { ApiError } from '../session/api-client';
import { filterTarget } from './games-filter-view';

describe('recent searches', () => {
  it('put the newest first, without repeats, ten at most', () => {
    const list = Array.from({ length: 10 }, (_, i) => `q${i}`);
    expect(withRecentSearch(list, 'Q3')).toEqual(['Q3', 'q0', 'q1', 'q2', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9']);
    expect(withRecentSearch(list, 'new')).toHaveLength(10);
    expect(withRecentSearch(['a'], '  ')).toEqual(['a']);
  });
});

describe('the live feed', () => {
  it('marks rows new since the last poll, none on the first', () => {
    expect(freshIds(null, [{ id: 'a' }])).toEqual(new Set());
    expect(freshIds(new Set(['a']), [{ id: 'b' }, { id: 'a' }])).toEqual(new Set(['b']));
  });
});

describe('the / key', () => {
  it('is left alone while the player types in a field', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BODY', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('a refused launch', () => {
  it('opens the popup of its reason, or none for an error shown in place', () => {
    expect(launchErrorPopup(new ApiError(403, 'GAME_GEO_RESTRICTED', ''))).toBe('game-geo-restricted');
    expect(launchErrorPopup(new ApiError(422, 'DEMO_UNAVAILABLE', ''))).toBe('demo-unavailable');
    expect(launchErrorPopup(new ApiError(401, 'UNAUTHORIZED', ''))).toBe('sign-in');
    expect(launchErrorPopup(new ApiError(404, 'GAME_NOT_FOUND', ''))).toBeNull();
    expect(launchErrorPopup(new TypeError('offline'))).toBeNull();
  });
});

describe('list titles', () => {
  const t = catalogT(
    compileMessages({
      'games.collection.slots': 'Slots',
      'games.searchResults': 'Results for “{query}”',
      'games.kind.table': 'Table games',
    }),
    'en-GB',
  );
  it('name collections by identity, falling back to the server name', () => {
    expect(listTitle(t, parseGamesParams('slots')!, {})).toBe('Slots');
    expect(listTitle(t, parseGamesParams('egypt')!, { collection: 'Egypt' })).toBe('Egypt');
    expect(listTitle(t, parseGamesParams('ancient-egypt')!, {})).toBe('Ancient egypt');
  });

  it('name providers by their name, kinds and searches by their message', () => {
    expect(listTitle(t, parseGamesParams('provider/nova-studio')!, { provider: 'Nova Studio' })).toBe('Nova Studio');
    expect(listTitle(t, parseGamesParams('kind/table')!, {})).toBe('Table games');
    expect(listTitle(t, parseGamesParams('search/gold')!, {})).toBe('Results for “gold”');
  });
});

describe('the games filter', () => {
  it('narrows the list it was opened on', () => {
    expect(
      filterTarget(parseGamesParams('slots')!, { collection: 'slots', provider: 'nova-studio', sort: 'new' }),
    ).toBe('/games/slots?provider=nova-studio&sort=new');
  });

  it('opens a list from the lobby by the most telling choice', () => {
    expect(filterTarget(null, { provider: 'nova-studio', kind: 'slot' })).toBe('/games/provider/nova-studio?kind=slot');
    expect(filterTarget(null, { kind: 'table' })).toBe('/games/kind/table');
    expect(filterTarget(null, { sort: 'new' })).toBe('/games/popular?sort=new');
  });
});
