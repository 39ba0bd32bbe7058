import { useCallback, useSyncExternalStore } from 'react';
import { EQUIVALENT_CURRENCY_KEY, readEquivalentCurrency, writeEquivalentCurrency } from './equivalent-currency';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event; this tab's own writes do not fire one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === EQUIVALENT_CURRENCY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The equivalent currency code (or null) and a setter; the server renders without one. */
export function useEquivalentCurrency() {
  const code = useSyncExternalStore(
    subscribe,
    () => readEquivalentCurrency(browserStorage()),
    () => null,
  );
  const setCode = useCallback((next: string | null) => {
    writeEquivalentCurrency(browserStorage(), next);
    for (const listener of listeners) listener();
  }, []);
  return [code, setCode] as const;
}
