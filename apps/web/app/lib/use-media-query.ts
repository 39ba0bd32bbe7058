import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. The server and hydration use `serverGuess` (the server cannot
 * measure the screen); the browser's own answer follows at once after hydration, and on change.
 */
export function useMediaQuery(query: string, serverGuess: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => serverGuess,
  );
}
