import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawer } from './drawer-state';

afterEach(() => useDrawer.setState({ compact: false, mobileOpen: false }));

// Every notification re-renders the whole drawer and its links: on a phone that was the longest task of hydration.
describe('the drawer state', () => {
  it('notifies no one when hydration finds the drawer as it already is', () => {
    const listener = vi.fn();
    const unsubscribe = useDrawer.subscribe(listener);
    useDrawer.getState().hydrate();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('notifies no one when a closed mobile drawer is closed again', () => {
    const listener = vi.fn();
    const unsubscribe = useDrawer.subscribe(listener);
    useDrawer.getState().closeMobile();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('closes an open mobile drawer', () => {
    useDrawer.getState().openMobile();
    useDrawer.getState().closeMobile();
    expect(useDrawer.getState().mobileOpen).toBe(false);
  });
});
