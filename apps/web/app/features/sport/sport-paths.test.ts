import { describe, expect, it } from 'vitest';
import { liveOddPath, parseSportPath, slugify, sportChangePath, sportIdFor, sportPath } from './sport-paths';

const q = (text = '') => new URLSearchParams(text);
const soccer = { id: 66, name: 'Soccer' };
const england = { id: 6601, name: 'England' };
const premier = { id: 66011, name: 'Premier Division' };
const event = { id: 1234, name: 'Northbridge FC vs. Eastvale United' };

describe('sport path grammar (SPEC §2)', () => {
  it('slugs names: lowercase, punctuation removed, spaces become hyphens', () => {
    expect(slugify('Northbridge FC vs. Eastvale United')).toBe('northbridge-fc-vs-eastvale-united');
    expect(slugify("  St. Mary's  (Women) ")).toBe('st-marys-women');
    expect(slugify('E-sports+')).toBe('e-sports');
    expect(slugify('Ölüdeniz Spor')).toBe('oludeniz-spor');
  });

  it('defaults to the overview page and reads sport, category, championship and event', () => {
    expect(parseSportPath('', q())).toMatchObject({ page: 'overview' });
    expect(parseSportPath('soccer/england/premier-division/1234-northbridge-fc-vs-eastvale-united', q())).toMatchObject(
      {
        page: 'overview',
        sport: 'soccer',
        category: 'england',
        championship: 'premier-division',
        eventId: '1234',
      },
    );
  });

  it('knows every optional first segment', () => {
    for (const page of [
      'betHistory',
      'history',
      'live',
      'results',
      'resultDetails',
      'settings',
      'search',
      'esports',
      'virtual',
    ]) {
      expect(parseSportPath(`${page}/soccer`, q()).page).toBe(page);
    }
    expect(parseSportPath('live/soccer', q())).toMatchObject({ page: 'live', sport: 'soccer' });
  });

  it('reads the ids of the query and an event named by id alone', () => {
    expect(parseSportPath('soccer', q('categoryIds=1,2&championshipIds=3'))).toMatchObject({
      categoryIds: [1, 2],
      championshipIds: [3],
    });
    expect(parseSportPath('', q('eventId=99'))).toMatchObject({ lookupEvent: '99' });
    expect(parseSportPath('event/99', q())).toMatchObject({ lookupEvent: '99' });
    expect(parseSportPath('', q('categoryIds=x,5'))).toMatchObject({ categoryIds: [5] });
  });

  it('builds paths with ids in the query only when several are meant or the locale is not English', () => {
    expect(sportPath({})).toBe('/sport');
    expect(sportPath({ sport: soccer, category: england, championship: premier, event })).toBe(
      '/sport/soccer/england/premier-division/1234-northbridge-fc-vs-eastvale-united',
    );
    expect(sportPath({ page: 'live', sport: soccer })).toBe('/sport/live/soccer');
    expect(sportPath({ sport: soccer, categoryIds: [1, 2] })).toBe('/sport/soccer?categoryIds=1,2');
    expect(sportPath({ sport: soccer, category: england }, 'de')).toBe('/sport/soccer/england?categoryIds=6601');
    expect(sportPath({ sport: soccer, category: england }, 'en-au')).toBe('/sport/soccer/england');
    expect(sportPath({ event })).toBe('/sport/event/1234');
  });

  it('keeps a live page live when the sport changes, and opens an odd of the live carousel on its event', () => {
    expect(sportChangePath(parseSportPath('live/soccer', q()), { id: 67, name: 'Basketball' })).toBe(
      '/sport/live/basketball',
    );
    expect(sportChangePath(parseSportPath('results/soccer', q()), { id: 67, name: 'Basketball' })).toBe(
      '/sport/basketball',
    );
    expect(liveOddPath(55)).toBe('/sport/event/55');
  });

  it('names a sport by its own code where it has one, so E-sports+ and E-Sports never share a path', () => {
    expect(sportPath({ sport: { id: 145, name: 'E-sports+', slug: 'esports' } })).toBe('/sport/esports');
    expect(sportPath({ sport: { id: 96, name: 'E-Sports', slug: 'e-sports' } })).toBe('/sport/e-sports');
  });

  it('puts a virtual sport’s pages under /sport/virtual, and leaves a live page for it', () => {
    const virtualFootball = { id: 190, name: 'Virtual Football', slug: 'virtual-football', virtual: true };
    const league = { id: 19001, name: 'Virtual Leagues' };
    const cup = { id: 190011, name: 'Virtual Premier League' };
    expect(sportPath({ sport: virtualFootball })).toBe('/sport/virtual/virtual-football');
    expect(sportPath({ sport: virtualFootball, category: league, championship: cup, event })).toBe(
      '/sport/virtual/virtual-football/virtual-leagues/virtual-premier-league/1234-northbridge-fc-vs-eastvale-united',
    );
    expect(sportPath({ page: 'results', sport: virtualFootball })).toBe('/sport/results/virtual-football');
    expect(sportChangePath(parseSportPath('live/soccer', q()), virtualFootball)).toBe(
      '/sport/virtual/virtual-football',
    );
    expect(parseSportPath('virtual/virtual-football', q())).toMatchObject({
      page: 'virtual',
      sport: 'virtual-football',
    });
  });

  it('shows sport 145 on e-sports pages', () => {
    expect(sportIdFor(parseSportPath('esports', q()), () => undefined)).toBe(145);
    expect(sportIdFor(parseSportPath('soccer', q()), (slug) => (slug === 'soccer' ? 66 : undefined))).toBe(66);
  });

  it('reads an e-sports event from the path its link builds: category, championship and event follow the e-sports page', () => {
    const esports = { id: 145, name: 'E-sports+', slug: 'esports' };
    const dota = { id: 1533, name: 'Dota2' };
    const series = { id: 153301, name: 'The International Series' };
    const match = { id: 1031913, name: 'Echo Squad vs Storm Unit' };
    const path = sportPath({ sport: esports, category: dota, championship: series, event: match });
    expect(path).toBe('/sport/esports/dota2/the-international-series/1031913-echo-squad-vs-storm-unit');
    expect(parseSportPath(path.slice('/sport/'.length), q())).toMatchObject({
      page: 'esports',
      sport: 'esports',
      category: 'dota2',
      championship: 'the-international-series',
      eventId: '1031913',
    });
  });

  it('round-trips a built path through the parser', () => {
    const path = sportPath({ page: 'results', sport: soccer, category: england, championship: premier, event }, 'fr');
    const [pathname, query] = path.split('?');
    const route = parseSportPath(pathname!.replace('/sport/', ''), q(query));
    expect(route).toMatchObject({
      page: 'results',
      sport: 'soccer',
      eventId: '1234',
      categoryIds: [6601],
      championshipIds: [66011],
    });
  });
});
