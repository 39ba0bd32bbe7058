import type { CustomerConfig } from '@casino/shared/customer';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronsLeft, ChevronsRight, LogOut, X } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { useSessionActions } from '../session/use-session';
import { LocalizedNavLink } from '../locale/localized-link';
import { LanguageSwitcher } from '../locale/language-switcher';
import { ThemeSwitcher } from '../theme/theme-switcher';
import type { Theme } from '../theme/theme';
import { useDrawer } from './drawer-state';
import { navItems } from './nav-items';

function DrawerNav({ customer, compact }: { customer: CustomerConfig; compact: boolean }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.main')}>
      <ul className="flex flex-col gap-0.5">
        {navItems(customer).map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <LocalizedNavLink
              to={to}
              end={to === '/' || to === '/sport'}
              title={compact ? t(labelKey) : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
                  isActive ? 'bg-accent/15 text-accent' : 'text-muted hover:bg-surface-2 hover:text-text'
                }`
              }
            >
              <Icon aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
              <span className="drawer-label truncate">{t(labelKey)}</span>
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Desktop: a column that can be compact (kept in localStorage); mobile: an off-canvas panel. */
export function SideDrawer({ customer, theme }: { customer: CustomerConfig; theme: Theme }) {
  const t = useT();
  const { compact, mobileOpen, hydrate, toggleCompact, closeMobile } = useDrawer();
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  // On phones the header has no room for signing out: it lives here.
  const isLoggedIn = Boolean(useRootData()?.session);
  const { signOut } = useSessionActions();

  useEffect(() => hydrate(), [hydrate]);
  // §2: the side drawer closes when the full path changes.
  useEffect(() => closeMobile(), [fullPath, closeMobile]);

  return (
    <>
      <aside
        data-testid="side-drawer"
        data-compact={compact}
        className="side-drawer sticky top-14 hidden h-[calc(100dvh-3.5rem)] shrink-0 flex-col gap-4 overflow-y-auto border-e border-border bg-surface p-3 transition-[width] sm:flex"
      >
        <DrawerNav customer={customer} compact={compact} />
        <div className="mt-auto flex flex-col gap-3">
          {!compact && <LanguageSwitcher />}
          <ThemeSwitcher initial={theme} compact={compact} />
          <button
            type="button"
            onClick={toggleCompact}
            aria-pressed={compact}
            aria-label={compact ? t('drawer.expand') : t('drawer.compact')}
            data-testid="drawer-compact-toggle"
            className="flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
          >
            {compact ? (
              <ChevronsRight aria-hidden className="size-5 rtl:-scale-x-100" />
            ) : (
              <ChevronsLeft aria-hidden className="size-5 rtl:-scale-x-100" />
            )}
            <span className="drawer-label">{t('drawer.compact')}</span>
          </button>
        </div>
      </aside>

      <Dialog.Root open={mobileOpen} onOpenChange={(open) => !open && closeMobile()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[900] bg-black/60 sm:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            data-testid="mobile-drawer"
            className="fixed inset-y-0 start-0 z-[901] flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-e border-border bg-surface p-3 shadow-2xl focus:outline-none sm:hidden"
          >
            <div className="flex items-center justify-between">
              <Dialog.Title className="px-3 font-bold">{t('nav.main')}</Dialog.Title>
              <Dialog.Close
                aria-label={t('drawer.close')}
                className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            <DrawerNav customer={customer} compact={false} />
            <div className="mt-auto flex flex-col gap-3">
              <LanguageSwitcher />
              <ThemeSwitcher initial={theme} />
              {isLoggedIn && (
                <button
                  type="button"
                  onClick={() => void signOut()}
                  data-testid="drawer-sign-out"
                  className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
                  {t('auth.signOut')}
                </button>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
