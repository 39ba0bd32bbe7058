import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawer } from './drawer-state';

afterEach(() => useDrawer.setState({ compact: false, mobileOpen: false }));

/** The listener calls `action` causes. */
function notificationsOf(action: () => void) {
  const listener = vi.fn();
  const unsubscribe = useDrawer.subscribe(listener);
  action();
  unsubscribe();
  return listener;
}

// Every notification re-renders the whole drawer and its links: on a phone that was the longest task of hydration.
describe('the drawer state', () => {
  it('notifies no one when hydration finds the drawer as it already is', () => {
    expect(notificationsOf(() => useDrawer.getState().hydrate())).not.toHaveBeenCalled();
  });

  it('notifies no one when a closed mobile drawer is closed again', () => {
    expect(notificationsOf(() => useDrawer.getState().closeMobile())).not.toHaveBeenCalled();
  });

  it('closes an open mobile drawer', () => {
    useDrawer.getState().openMobile();
    useDrawer.getState().closeMobile();
    expect(useDrawer.getState().mobileOpen).toBe(false);
  });
});
