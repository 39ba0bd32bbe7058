/**
 * The sportsbook's address grammar (SPEC §2 "Sport page paths"):
 * `/sport/{page?}/{sport}/{category}/{championship}/{eventId-eventname}`, each name a slug,
 * with `eventId`, `categoryIds` and `championshipIds` in the query where the path alone
 * cannot say which one is meant. Pure functions, so server and browser build the same path.
 */

export const SPORT_PAGES = [
  'betHistory',
  'history',
  'live',
  'results',
  'resultDetails',
  'settings',
  'search',
  'esports',
  'virtual',
] as const;
export type SportPage = (typeof SPORT_PAGES)[number] | 'overview';

/** E-sports pages show this sport (SPEC §2). */
export const ESPORTS_SPORT_ID = 145;

/** Lowercased, punctuation removed, spaces (and runs of them) become one hyphen. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]+/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

export interface SportRoute {
  page: SportPage;
  sport?: string;
  category?: string;
  championship?: string;
  eventId?: string;
  /** The event named by id only (`/sport/event/{id}` or `?eventId=`): look it up and rebuild the path. */
  lookupEvent?: string;
  categoryIds: number[];
  championshipIds: number[];
}

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,12}$/.test(part))
    .map(Number);

/** Reads a sport path (the part after `/sport/`) and its query. */
export function parseSportPath(splat: string, search: URLSearchParams): SportRoute {
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  const route: SportRoute = {
    page: 'overview',
    categoryIds: ids(search.get('categoryIds')),
    championshipIds: ids(search.get('championshipIds')),
  };
  const queryEvent = search.get('eventId');
  if (segments[0] === 'event' && /^\d{1,15}$/.test(segments[1] ?? '')) {
    return { ...route, lookupEvent: segments[1]! };
  }
  if ((SPORT_PAGES as readonly string[]).includes(segments[0] ?? '')) route.page = segments.shift() as SportPage;
  // The e-sports page is its sport's own (whose slug is the page's name): what follows it is
  // that sport's category, championship and event, as its events' links are built.
  if (route.page === 'esports') segments.unshift('esports');
  const [sport, category, championship, event] = segments;
  if (sport) route.sport = sport;
  if (category) route.category = category;
  if (championship) route.championship = championship;
  const eventId = /^(\d{1,15})(?:-|$)/.exec(event ?? '')?.[1];
  if (eventId) route.eventId = eventId;
  if (!sport && queryEvent && /^\d{1,15}$/.test(queryEvent)) route.lookupEvent = queryEvent;
  return route;
}

export interface Named {
  id: number | string;
  name: string;
  /** The sport's own code where it has one (E-sports+ is `esports`, apart from E-Sports' `e-sports`). */
  slug?: string;
  /** A virtual sport: its pages are under `/sport/virtual`. */
  virtual?: boolean;
}

export interface SportTarget {
  page?: SportPage;
  sport?: Named;
  category?: Named;
  championship?: Named;
  event?: Named;
  /** Several categories or championships at once: named in the query. */
  categoryIds?: number[];
  championshipIds?: number[];
}

/**
 * The path of a sportsbook view. Ids go in the query only when more than one is meant, or in
 * a locale other than English (where the names, and so the slugs, are translated).
 */
export function sportPath(target: SportTarget, locale = 'en'): string {
  const segments: string[] = [];
  const page = target.sport?.virtual && (!target.page || target.page === 'overview') ? 'virtual' : target.page;
  if (page && page !== 'overview') segments.push(page);
  if (target.sport) {
    segments.push(target.sport.slug ?? slugify(target.sport.name));
    if (target.category) {
      segments.push(slugify(target.category.name));
      if (target.championship) {
        segments.push(slugify(target.championship.name));
        if (target.event) segments.push(`${target.event.id}-${slugify(target.event.name)}`);
      }
    }
  } else if (target.event) {
    return `/sport/event/${target.event.id}`;
  }
  const english = locale === 'en' || locale.startsWith('en-');
  const categoryIds = target.categoryIds ?? (target.category ? [Number(target.category.id)] : []);
  const championshipIds = target.championshipIds ?? (target.championship ? [Number(target.championship.id)] : []);
  const query = new URLSearchParams();
  if (categoryIds.length > 1 || (!english && categoryIds.length > 0)) query.set('categoryIds', categoryIds.join(','));
  if (championshipIds.length > 1 || (!english && championshipIds.length > 0)) {
    query.set('championshipIds', championshipIds.join(','));
  }
  const path = `/sport${segments.length ? `/${segments.join('/')}` : ''}`;
  const text = query.toString().replaceAll('%2C', ',');
  return text ? `${path}?${text}` : path;
}

/** Picking another sport keeps a live page live (SPEC §2), and a virtual sport's page is a virtual page. */
export function sportChangePath(current: SportRoute, sport: Named, locale = 'en'): string {
  return sportPath({ page: current.page === 'live' && !sport.virtual ? 'live' : 'overview', sport }, locale);
}

/** An odd picked in the live carousel opens its event (SPEC §2). */
export const liveOddPath = (eventId: string | number) => `/sport/event/${eventId}`;

/** The sport an e-sports page shows. */
export const sportIdFor = (route: SportRoute, sportIdBySlug: (slug: string) => number | undefined) =>
  route.page === 'esports' ? ESPORTS_SPORT_ID : route.sport ? sportIdBySlug(route.sport) : undefined;
