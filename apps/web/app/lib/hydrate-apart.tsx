import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates in a task of its own. React hydrates what
 * lies outside every Suspense boundary in one uninterrupted task; each boundary's content
 * comes after it, at low priority and in slices that give way to input, so a large page no
 * longer blocks the main thread for its whole hydration. Nothing in it suspends: its code is
 * loaded with the page, and a click that reaches it first makes React hydrate it at once and
 * replay the click.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
