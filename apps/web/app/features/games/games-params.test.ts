import { describe, expect, it } from 'vitest';
import { gamesApiPath, gamesPagePath, narrowingCount, parseGamesParams } from './games-params';

describe('reading /games/{params}', () => {
  it('reads one segment as a collection', () => {
    expect(parseGamesParams('slots')).toEqual({ scope: 'collection', value: 'slots', filter: { collection: 'slots' } });
  });

  it('reads a provider, a feature and a kind by their prefix', () => {
    expect(parseGamesParams('provider/nova-studio')?.filter).toEqual({ provider: 'nova-studio' });
    expect(parseGamesParams('feature/free-spins')?.filter).toEqual({ feature: 'free-spins' });
    expect(parseGamesParams('kind/table')?.filter).toEqual({ kind: 'table' });
  });

  it('reads a search, decoded, keeping its spaces and case', () => {
    expect(parseGamesParams('search/Pharaoh%27s%20Fortune')).toEqual({
      scope: 'search',
      value: "Pharaoh's Fortune",
      filter: { search: "Pharaoh's Fortune" },
    });
  });

  it('adds the filters of the games-filter popup from the query', () => {
    expect(parseGamesParams('slots', '?provider=nova-studio&feature=jackpot&kind=slot&sort=new')?.filter).toEqual({
      collection: 'slots',
      provider: 'nova-studio',
      feature: 'jackpot',
      kind: 'slot',
      sort: 'new',
    });
  });

  it('lets the path win over a query filter on the same field', () => {
    expect(parseGamesParams('provider/nova-studio', '?provider=other')?.filter.provider).toBe('nova-studio');
  });

  it('leaves out malformed query filters instead of failing', () => {
    expect(parseGamesParams('slots', '?provider=Bad%20Id&kind=poker&sort=random')?.filter).toEqual({
      collection: 'slots',
    });
  });

  it('answers null (a 404) for addresses outside the scheme', () => {
    expect(parseGamesParams('')).toBeNull();
    expect(parseGamesParams('provider')).toBeNull();
    expect(parseGamesParams('studio/nova')).toBeNull();
    expect(parseGamesParams('slots/extra/segments')).toBeNull();
    expect(parseGamesParams('kind/poker')).toBeNull();
    expect(parseGamesParams('Slots!')).toBeNull();
    expect(parseGamesParams('search/%E0%A4%A')).toBeNull();
    expect(parseGamesParams(`search/${'a'.repeat(101)}`)).toBeNull();
  });
});

describe('writing list addresses', () => {
  it('writes the path of each scope and only the filters the path does not say', () => {
    expect(gamesPagePath('collection', 'new')).toBe('/games/new');
    expect(gamesPagePath('provider', 'nova-studio', { provider: 'nova-studio', kind: 'slot', sort: 'name' })).toBe(
      '/games/provider/nova-studio?kind=slot&sort=name',
    );
    expect(gamesPagePath('search', 'book of ra')).toBe('/games/search/book%20of%20ra');
  });

  it('reads back what it wrote', () => {
    const path = gamesPagePath('kind', 'table', { provider: 'nova-studio', sort: 'new' });
    const [pathname, search] = path.split('?');
    expect(parseGamesParams(pathname!.slice('/games/'.length), search)?.filter).toEqual({
      kind: 'table',
      provider: 'nova-studio',
      sort: 'new',
    });
  });

  it('asks the API for a page of the filter', () => {
    expect(gamesApiPath({ collection: 'slots', sort: 'new' }, 2)).toBe(
      '/api/game/games?collection=slots&sort=new&page=2&perPage=24',
    );
  });

  it('counts only the filters added to what the path shows', () => {
    expect(narrowingCount(parseGamesParams('provider/nova-studio', '?kind=slot&sort=new')!)).toBe(1);
    expect(narrowingCount(parseGamesParams('slots')!)).toBe(0);
  });
});
