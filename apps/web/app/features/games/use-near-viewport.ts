import { useEffect, useState, type RefObject } from 'react';

/** §9: content loads when it comes within 400 px of the viewport. */
export const LAZY_MARGIN = '400px';

/**
 * True once the element has come within the lazy-loading margin of the viewport (and stays
 * true). Without IntersectionObserver everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}

/** Calls `onNear` each time the sentinel enters the lazy-loading margin (infinite lists). */
export function useOnNearViewport(ref: RefObject<Element | null>, onNear: () => void, enabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear, enabled]);
}
