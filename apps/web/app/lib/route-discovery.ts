import { useSyncExternalStore } from 'react';

/**
 * React Router fetches the routes behind every link on a page (`/__manifest`) as soon as the page
 * hydrates. Links ask for that only once every part of the first page is hydrated, so the fetch
 * and the patching of the route table come after the page is alive instead of competing with it
 * (issue 14: requests before interactive). A link followed before then still works: the router
 * fetches that one route on the way.
 */
let discoverable = false;
const listeners = new Set<() => void>();

/** Called by the root once the first page is hydrated, every part of it. */
export function allowRouteDiscovery() {
  if (discoverable) return;
  discoverable = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The `discover` of a link: none on the server and through the first page's hydration. */
export function useRouteDiscovery(): 'render' | 'none' {
  return useSyncExternalStore(
    subscribe,
    () => (discoverable ? 'render' : 'none'),
    () => 'none',
  );
}
