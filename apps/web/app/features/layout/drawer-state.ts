import { create } from 'zustand';

export const DRAWER_COMPACT_KEY = 'drawer-compact';

/** Sets the compact state before first paint so a compact drawer never flashes wide. */
export const DRAWER_BOOT_SCRIPT = `try{if(localStorage.getItem('${DRAWER_COMPACT_KEY}')==='1')document.documentElement.dataset.drawer='compact'}catch(e){}`;

interface DrawerState {
  compact: boolean;
  mobileOpen: boolean;
  hydrate(): void;
  toggleCompact(): void;
  openMobile(): void;
  closeMobile(): void;
}

export const useDrawer = create<DrawerState>((set, get) => ({
  compact: false,
  mobileOpen: false,
  hydrate() {
    let compact = false;
    try {
      compact = localStorage.getItem(DRAWER_COMPACT_KEY) === '1';
    } catch {
      // No storage: the drawer starts wide.
    }
    if (compact) document.documentElement.dataset.drawer = 'compact';
    // A set always notifies: an unchanged state must not re-render the drawer while the page hydrates.
    if (compact !== get().compact) set({ compact });
  },
  toggleCompact() {
    const compact = !get().compact;
    try {
      if (compact) localStorage.setItem(DRAWER_COMPACT_KEY, '1');
      else localStorage.removeItem(DRAWER_COMPACT_KEY);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    if (compact) document.documentElement.dataset.drawer = 'compact';
    else delete document.documentElement.dataset.drawer;
    set({ compact });
  },
  openMobile: () => set({ mobileOpen: true }),
  closeMobile: () => {
    if (get().mobileOpen) set({ mobileOpen: false });
  },
}));
