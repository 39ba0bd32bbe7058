import type { Market } from './sport-types';

/**
 * The feed names sports, markets and outcomes in English; the player reads them from the
 * `sport-names` catalog, keyed by sport id, market id and outcome id, with the market's
 * specifiers and the event's sides filled in. What the catalog does not know (a team, a
 * runner, a correct score, a market a new feed brings) keeps the feed's own name.
 */

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** E-sports count maps where other sports count sets. */
const MAP_SPORTS = new Set([96, 145]);

export function named(t: Translate, key: string, values: Record<string, string | number>, fallback: string): string {
  const text = t(key, values);
  return text === key ? fallback : text;
}

export const sportName = (t: Translate, sport: { id: number; name: string }) =>
  named(t, `sport.name.${sport.id}`, {}, sport.name);

/** A market's name without its line: the heading of all the total lines, all the handicaps. */
export const marketGroupName = (t: Translate, market: Pick<Market, 'marketId' | 'name'>, sportId: number) =>
  named(
    t,
    `sport.market.${market.marketId}`,
    { unit: MAP_SPORTS.has(sportId) ? 'map' : 'set' },
    market.name.replace(/\s*\(.*\)$/, ''),
  );

/** A market with its line: "Total 2.5", "Handicap -1.5". */
export function marketName(t: Translate, market: Pick<Market, 'marketId' | 'name' | 'specifiers'>, sportId: number) {
  const line = market.specifiers.total ?? market.specifiers.hcp;
  const group = marketGroupName(t, market, sportId);
  return line ? `${group} ${line}` : group;
}

export const outcomeName = (
  t: Translate,
  outcome: { id: string; name: string },
  specifiers: Record<string, string>,
  competitors: { name: string }[],
) =>
  named(
    t,
    `sport.outcome.${outcome.id}`,
    { home: competitors[0]?.name ?? '', away: competitors[1]?.name ?? '', total: specifiers.total ?? '' },
    outcome.name,
  );

/** The market id and specifiers a market key (`18|total=2.5`) names. */
export function parseMarketKey(key: string): Pick<Market, 'marketId' | 'specifiers'> {
  const [id, specs = ''] = key.split('|');
  return {
    marketId: Number(id),
    specifiers: Object.fromEntries(
      specs
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
  };
}
