/**
 * React Router fetches the routes behind every link on a page (`/__manifest`) as soon as the page
 * hydrates. Links ask for that only once every part of the first page is hydrated, so the fetch
 * and the patching of the route table come after the page is alive instead of competing with it
 * (issue 14: requests before interactive). A link followed before then still works: the router
 * fetches that one route on the way.
 */
let discoverable = false;

/** The attribute of a link rendered before discovery was allowed: it is marked when it is. */
const LATER = 'data-discover-later';

/**
 * Called by the root once the first page is hydrated, every part of it. The links already on the
 * page are marked in the DOM rather than rendered again: re-rendering every link of a page at
 * once was one of the longest tasks of a phone's first load. React Router finds links by their
 * `data-discover` (its observer fetches their routes), and React leaves an attribute it never
 * rendered alone; a link rendered again later renders the same attribute itself.
 */
export function allowRouteDiscovery() {
  if (discoverable) return;
  discoverable = true;
  for (const link of document.querySelectorAll<HTMLElement>(`[${LATER}]`)) link.dataset.discover = 'true';
}

/** The props that give a link its `discover`: none on the server and through the first page's hydration. */
export function routeDiscovery(): { discover: 'render' | 'none'; [LATER]?: '' } {
  return discoverable ? { discover: 'render' } : { discover: 'none', [LATER]: '' };
}
