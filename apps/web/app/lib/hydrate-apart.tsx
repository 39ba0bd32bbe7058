import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in a task of its own. React hydrates what
 * lies outside every Suspense boundary in one uninterrupted task; each boundary's content
 * comes after it, at low priority and in slices that give way to input, so a large page no
 * longer blocks the main thread for its whole hydration. Nothing in it suspends: its code is
 * loaded with the page, and a click that reaches it first makes React hydrate it at once and
 * replay the click. A form control's change is not replayed that way, so controls stay out.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const part = useRef<Part | null>(null);
  part.current ??= { settled: false };
  // Runs with the shell, before the part itself is hydrated. A part removed before it hydrated
  // (a column the screen turned out too narrow for) is settled as it goes.
  useLayoutEffect(() => {
    const current = part.current!;
    current.settled = false;
    waiting += 1;
    return () => settle(current);
  }, []);
  return (
    <Suspense fallback={null}>
      <Hydrated part={part.current} />
      {children}
    </Suspense>
  );
}

interface Part {
  settled: boolean;
}

let waiting = 0;
let whenAllHydrated: (() => void)[] = [];

function settle(part: Part) {
  if (part.settled) return;
  part.settled = true;
  waiting -= 1;
  if (waiting === 0) {
    const callbacks = whenAllHydrated;
    whenAllHydrated = [];
    for (const callback of callbacks) callback();
  }
}

function Hydrated({ part }: { part: Part }) {
  useEffect(() => settle(part), [part]);
  return null;
}

/** Calls `callback` once every part of the page is hydrated (at once if none is left). */
export function afterPartsHydrate(callback: () => void) {
  if (waiting === 0) callback();
  else whenAllHydrated.push(callback);
}
