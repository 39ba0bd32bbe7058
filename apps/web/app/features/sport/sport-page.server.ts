import { localizePath } from '@casino/shared/locales';
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { routeLocale } from '../../lib/guards.server';
import { eventLink } from './event-link';
import { pageEventsFilter } from './page-events';
import { eventsPath } from './sport-queries';
import { ESPORTS_SPORT_ID, parseSportPath, slugify, type SportRoute } from './sport-paths';
import type { SportEvent, SportInfo, SportMenuItem, SportResult } from './sport-types';

export const LIVE_CAROUSEL = 7;

export interface SportPageData {
  route: SportRoute;
  menu: SportMenuItem[];
  sportId: number | null;
  event: SportEvent | null;
  /** A finished event under `resultDetails`: its final score and settled markets. */
  result: SportResult | null;
  /** The lists the page shows first, read here so the page arrives with them. */
  live: SportEvent[] | null;
  events: SportEvent[] | null;
}

/**
 * Reads a sportsbook address (SPEC §2) and what its page shows, on the server. An event
 * named by its id alone is looked up and the address rebuilt; a lookup that fails goes to
 * /sport. A sport, category or championship named by its slug is found by that slug.
 */
export async function loadSportPage(args: {
  request: Request;
  params: Params;
  context: AppLoadContext;
}): Promise<SportPageData> {
  const { context } = args;
  const locale = routeLocale(args);
  const url = new URL(args.request.url);
  const route = parseSportPath(args.params['*'] ?? '', url.searchParams);
  const home = localizePath('/sport', locale);
  const eventOf = async (id: string) => {
    const answer = await context.api<SportEvent>(`/api/game/sport/event/${id}`);
    return answer.ok ? answer.data : null;
  };
  if (route.lookupEvent) {
    const event = await eventOf(route.lookupEvent);
    throw redirect(event ? localizePath(eventLink(event, locale), locale) : home);
  }
  const menuAnswer = await context.api<{ data: SportMenuItem[] }>('/api/game/sport/sports');
  const menu = menuAnswer.ok ? menuAnswer.data.data : [];
  if (route.eventId && route.page === 'resultDetails') {
    const answer = await context.api<SportResult>(`/api/game/sport/results/${route.eventId}`);
    if (!answer.ok) throw redirect(localizePath('/sport/results', locale));
    const sportId = answer.data.championship.category.sport.id;
    return { route, menu, sportId, event: null, result: answer.data, live: null, events: null };
  }
  if (route.eventId) {
    const event = await eventOf(route.eventId);
    if (!event) throw redirect(home);
    return {
      route,
      menu,
      sportId: event.championship.category.sport.id,
      event,
      result: null,
      live: null,
      events: null,
    };
  }
  const sportId =
    route.page === 'esports'
      ? ESPORTS_SPORT_ID
      : route.sport
        ? (menu.find((s) => s.code === route.sport)?.id ??
          menu.find((s) => slugify(s.name) === route.sport)?.id ??
          null)
        : null;
  if (route.sport && sportId === null && route.page !== 'esports') throw redirect(home);

  let { categoryIds, championshipIds } = route;
  if (sportId !== null && (route.category || route.championship) && !categoryIds.length && !championshipIds.length) {
    const info = await context.api<SportInfo>(`/api/game/sport/info/${sportId}`);
    if (info.ok) {
      categoryIds = info.data.Categories.filter((c) => slugify(c.Name) === route.category).map((c) => c.CategoryId);
      championshipIds = info.data.Championships.filter(
        (c) => slugify(c.Name) === route.championship && (!categoryIds.length || categoryIds.includes(c.CategoryId)),
      ).map((c) => c.ChampionshipId);
    }
  }
  const filtered = { ...route, categoryIds, championshipIds };
  const list = async (path: string) => {
    const answer = await context.api<{ data: SportEvent[] }>(path);
    return answer.ok ? answer.data.data : null;
  };
  const liveLimit = route.page === 'live' ? 100 : LIVE_CAROUSEL;
  const [live, events] = await Promise.all([
    route.page === 'virtual'
      ? Promise.resolve(null)
      : list(`/api/game/sport/events/live?limit=${liveLimit}${sportId ? `&sportId=${sportId}` : ''}`),
    route.page === 'live' ? Promise.resolve(null) : list(eventsPath(pageEventsFilter(filtered, sportId))),
  ]);
  return { route: filtered, menu, sportId, event: null, result: null, live, events };
}
