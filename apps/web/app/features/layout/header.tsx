import type { CustomerConfig } from '@casino/shared/customer';
import type { WebSession } from '@casino/shared/web-context';
import { CircleUser, LogOut, Plus, Search } from 'lucide-react';
import { lazy } from 'react';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { LocalizedLink, LocalizedNavLink } from '../locale/localized-link';
import { usePopup } from '../popups/use-popup';
import { useSessionActions } from '../session/use-session';
import { buttonClass } from '../../ui/button';
import { Logo } from '../../ui/brand/logo';

// A signed-in player's menus carry the popover library: guests' pages load without them. They
// have no Suspense boundary of their own, on purpose: a boundary still waiting for its code
// when React hydrates keeps its server HTML inert, and React drops the clicks that land on it
// (half the first clicks on the balance were lost). Without one, hydration waits for their code
// and a sign-in keeps the guest header until it has come.
const CurrencyMenu = lazy(() => import('../wallet/currency-menu').then((module) => ({ default: module.CurrencyMenu })));
const SessionTimer = lazy(() => import('../limits/session-timer').then((module) => ({ default: module.SessionTimer })));
const NotificationBell = lazy(() =>
  import('../notifications/notification-bell').then((module) => ({ default: module.NotificationBell })),
);

const iconButton =
  'grid size-10 place-items-center rounded-control text-muted transition-colors hover:bg-surface-2 hover:text-text';

/** Guest: sign in and sign up; player: wallet and profile. */
function UserNavigationPanel({ session }: { session: WebSession | null }) {
  const t = useT();
  const { open } = usePopup();
  const { signOut } = useSessionActions();
  if (!session) {
    return (
      <div className="flex items-center gap-2" data-testid="user-navigation">
        <button type="button" onClick={() => open('sign-in')} className={buttonClass('neutral', 'sm')}>
          {t('header.signIn')}
        </button>
        <button type="button" onClick={() => open('sign-up')} className={buttonClass('primary', 'sm')}>
          {t('header.signUp')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1 xs:gap-2" data-testid="user-navigation">
      <CurrencyPanel />
      <SessionTimer className="hidden md:inline-flex" />
      <NotificationBell playerId={session.playerId} />
      <LocalizedLink
        to="/profile/info"
        className="inline-flex h-10 items-center gap-2 rounded-control px-2 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-text"
        data-testid="profile-link"
      >
        {session.avatarId ? (
          <img src={`/avatars/${session.avatarId}.svg`} alt="" width={28} height={28} className="size-7 rounded-full" />
        ) : (
          <CircleUser aria-hidden className="size-6" />
        )}
        {/* Named "Profile" plus the visible name, so what is read includes what is seen. */}
        <span className="sr-only">{t('nav.profile')}</span>
        <span className="hidden max-w-32 truncate sm:inline">{session.displayName}</span>
      </LocalizedLink>
      <button
        type="button"
        onClick={() => void signOut()}
        aria-label={t('auth.signOut')}
        title={t('auth.signOut')}
        data-testid="sign-out"
        className={`${iconButton} hidden sm:grid`}
      >
        <LogOut aria-hidden className="size-5 rtl:-scale-x-100" />
      </button>
    </div>
  );
}

/** The active account's balance, which opens the account switcher, and a deposit button. */
function CurrencyPanel() {
  const t = useT();
  const { open } = usePopup();
  return (
    <div className="flex items-center gap-1 rounded-control bg-bg p-1 ring-1 ring-border" data-testid="currency-panel">
      <CurrencyMenu />
      <button
        type="button"
        onClick={() => open('wallet', 'deposit')}
        data-testid="header-deposit"
        className={`${buttonClass('primary', 'sm')} h-8 px-2.5 xs:px-3`}
      >
        <Plus aria-hidden className="size-4 xs:hidden" />
        <span className="sr-only xs:not-sr-only">{t('header.deposit')}</span>
      </button>
    </div>
  );
}

export function Header({ customer, session }: { customer: CustomerConfig; session: WebSession | null }) {
  const t = useT();
  const { open } = usePopup();
  // Links come from the layout content; a link of a switched-off line is left out.
  const headerLinks = useRootData()?.layout.headerLinks ?? [];
  const navLink = ({ isActive }: { isActive: boolean }) =>
    `rounded-control px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'bg-surface-2 text-text' : 'text-muted hover:text-text'}`;
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-[800] flex h-14 items-center gap-1 border-b border-border bg-surface/95 px-3 shadow-raised backdrop-blur-md sm:h-16 sm:px-4"
    >
      <LocalizedLink to="/" aria-label={customer.projectName} className="rounded-control">
        <Logo name={customer.projectName} className="[&>span:last-child]:hidden xs:[&>span:last-child]:inline" />
      </LocalizedLink>
      <nav aria-label={t('app.tagline')} className="ms-4 hidden items-center gap-1 md:flex" data-testid="header-links">
        {headerLinks
          .filter((link) => !(link.line === 'games' && customer.isGamesDisabled))
          .filter((link) => !(link.line === 'sport' && customer.isSportsDisabled))
          .map((link) =>
            link.to.includes('http') ? (
              <LocalizedLink key={link.to} to={link.to} className={navLink({ isActive: false })}>
                {link.label}
              </LocalizedLink>
            ) : (
              <LocalizedNavLink key={link.to} to={link.to} className={navLink}>
                {link.label}
              </LocalizedNavLink>
            ),
          )}
      </nav>
      <div className="ms-auto flex items-center gap-1 xs:gap-2">
        {!customer.isGamesDisabled && (
          <button
            type="button"
            onClick={() => open('global-search')}
            aria-label={t('header.search')}
            className={iconButton}
          >
            <Search aria-hidden className="size-5" />
          </button>
        )}
        <UserNavigationPanel session={session} />
      </div>
    </header>
  );
}
