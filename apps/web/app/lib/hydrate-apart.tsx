import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in a task of its own. React hydrates what
 * lies outside every Suspense boundary in one uninterrupted task; each boundary's content
 * comes after it, at low priority and in slices that give way to input, so a large page no
 * longer blocks the main thread for its whole hydration. Nothing in it suspends: its code is
 * loaded with the page, and a click that reaches it first makes React hydrate it at once and
 * replay the click. A form control's change is not replayed that way, so controls stay out.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  // Runs with the shell, before the part itself is hydrated.
  useLayoutEffect(() => {
    waiting += 1;
  }, []);
  return (
    <Suspense fallback={null}>
      <Hydrated />
      {children}
    </Suspense>
  );
}

let waiting = 0;
let whenAllHydrated: (() => void) | null = null;

function Hydrated() {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) whenAllHydrated?.();
  }, []);
  return null;
}

/** Calls `callback` once every part of the page is hydrated (at once if none is left). */
export function afterPartsHydrate(callback: () => void) {
  if (waiting === 0) callback();
  else whenAllHydrated = callback;
}
