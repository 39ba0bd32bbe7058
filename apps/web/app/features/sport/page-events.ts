import type { EventsFilter } from './sport-queries';

/** How many events an overview's top list shows (SPEC §9), and a sport's or virtual page's list. */
const TOP_EVENTS = 15;
const PAGE_EVENTS = 60;

/**
 * The events the page of an address lists: virtual rounds on a virtual page, else a sport's
 * events, or the top pre-match events when no sport is chosen. The server reads the same list
 * the page then keeps current.
 */
export function pageEventsFilter(
  route: { page: string; categoryIds: number[]; championshipIds: number[] },
  sportId: number | null,
): EventsFilter {
  const { categoryIds, championshipIds } = route;
  if (sportId !== null) return { sportId, categoryIds, championshipIds, limit: PAGE_EVENTS };
  if (route.page === 'virtual') return { virtual: true, categoryIds, championshipIds, limit: PAGE_EVENTS };
  return { live: false, categoryIds, championshipIds, limit: TOP_EVENTS };
}
