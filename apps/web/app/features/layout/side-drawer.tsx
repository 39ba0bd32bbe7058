import type { CustomerConfig } from '@casino/shared/customer';
import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { useSessionActions } from '../session/use-session';
import { LocalizedNavLink } from '../locale/localized-link';
import { LanguageSwitcher } from '../locale/language-switcher';
import { ThemeSwitcher } from '../theme/theme-switcher';
import type { Theme } from '../theme/theme';
import { useDrawer } from './drawer-state';
import { GROUP_HEADINGS, navGroups } from './nav-items';
import { HydrateApart } from '../../lib/hydrate-apart';
import { useMediaQuery } from '../../lib/use-media-query';

/** Where the desktop column shows: its `sm:flex`, the `sm` breakpoint of ui/tokens.css. */
const WIDE_SCREEN = '(min-width: 48rem)';

// Only signed-in players see the session clock: guests' pages load without it.
const SessionTimer = lazy(() => import('../limits/session-timer').then((module) => ({ default: module.SessionTimer })));

const MobileDrawer = lazy(() => import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })));

function DrawerNav({ customer, compact }: { customer: CustomerConfig; compact: boolean }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-2">
      {navGroups(customer).map(({ group, items }, index) => {
        const heading = GROUP_HEADINGS[group];
        return (
          <div key={group} className={index > 0 ? 'border-t border-border pt-2' : ''}>
            {heading && !compact && (
              <p className="drawer-label px-3 pt-1 pb-1.5 text-2xs font-bold tracking-wider text-muted uppercase">
                {t(heading)}
              </p>
            )}
            <ul className="flex flex-col gap-0.5">
              {items.map(({ to, labelKey, icon: Icon }) => (
                <li key={to}>
                  <LocalizedNavLink
                    to={to}
                    end={to === '/' || to === '/sport' || to === '/games'}
                    title={compact ? t(labelKey) : undefined}
                    className={({ isActive }) =>
                      `relative flex h-10 items-center gap-3 rounded-control px-3 text-sm font-semibold transition-colors ${
                        isActive
                          ? 'bg-surface-2 text-text before:absolute before:inset-y-2 before:start-0 before:w-1 before:rounded-pill before:bg-accent'
                          : 'text-muted hover:bg-surface-2 hover:text-text'
                      }`
                    }
                  >
                    <Icon aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
                    <span className="drawer-label truncate">{t(labelKey)}</span>
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** Desktop: a column that can be compact (kept in localStorage); mobile: an off-canvas panel. */
export function SideDrawer({ customer, theme }: { customer: CustomerConfig; theme: Theme }) {
  const t = useT();
  const { compact, mobileOpen, hydrate, toggleCompact, closeMobile } = useDrawer(useShallow((state) => state));
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  // On phones the header has no room for signing out: it lives here.
  const rootData = useRootData();
  const isLoggedIn = Boolean(rootData?.session);
  const wide = useMediaQuery(WIDE_SCREEN, !rootData?.isPhone);
  const { signOut } = useSessionActions();

  useEffect(() => hydrate(), [hydrate]);
  // §2: the side drawer closes when the full path changes.
  useEffect(() => closeMobile(), [fullPath, closeMobile]);

  return (
    <>
      <aside
        data-testid="side-drawer"
        data-compact={compact}
        className="side-drawer sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col gap-3 overflow-y-auto border-e border-border bg-surface p-3 transition-[width] duration-200 [scrollbar-width:thin] sm:flex"
      >
        {/* A phone never shows this column: its page leaves it empty (the menu opens the mobile drawer). */}
        {wide && (
          <>
            <button
              type="button"
              onClick={toggleCompact}
              aria-pressed={compact}
              aria-label={compact ? t('drawer.expand') : t('drawer.compact')}
              data-testid="drawer-compact-toggle"
              className="flex h-10 items-center gap-3 rounded-control px-3 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-text"
            >
              {compact ? (
                <ChevronsRight aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
              ) : (
                <ChevronsLeft aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
              )}
              <span className="drawer-label truncate">{t('drawer.compact')}</span>
            </button>
            <HydrateApart>
              <DrawerNav customer={customer} compact={compact} />
            </HydrateApart>
            <div className="mt-auto flex flex-col gap-2 border-t border-border pt-3">
              {!compact && <LanguageSwitcher />}
              <ThemeSwitcher initial={theme} compact={compact} />
            </div>
          </>
        )}
      </aside>

      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileDrawer projectName={customer.projectName} onClose={closeMobile}>
            <DrawerNav customer={customer} compact={false} />
            <div className="mt-auto flex flex-col gap-3">
              <LanguageSwitcher />
              <ThemeSwitcher initial={theme} />
              {isLoggedIn && (
                <Suspense fallback={null}>
                  <SessionTimer className="inline-flex px-3" />
                </Suspense>
              )}
              {isLoggedIn && (
                <button
                  type="button"
                  onClick={() => void signOut()}
                  data-testid="drawer-sign-out"
                  className="flex h-10 items-center gap-3 rounded-control px-3 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-text"
                >
                  <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
                  {t('auth.signOut')}
                </button>
              )}
            </div>
          </MobileDrawer>
        </Suspense>
      )}
    </>
  );
}
