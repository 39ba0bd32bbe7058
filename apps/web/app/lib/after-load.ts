import { useEffect, useState } from 'react';
import { afterPartsHydrate } from './hydrate-apart';

/**
 * Resolves once the page has loaded, every part of it is hydrated and the browser is idle (at the
 * latest 2 s after that). An idle moment comes between the parts' hydration tasks too: what waits
 * for this (the push socket's code, the slides past the first) does not compete with them.
 */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    };
    const loaded = () => afterPartsHydrate(idle);
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
  });
}

/** False on the server and through hydration; true once `afterLoad` has resolved. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoad().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
