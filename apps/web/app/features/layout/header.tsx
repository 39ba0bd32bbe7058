import type { CustomerConfig } from '@casino/shared/customer';
import type { WebSession } from '@casino/shared/web-context';
import { CircleUser, LogOut, Menu, Plus, Search } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { CurrencyMenu } from '../wallet/currency-menu';
import { useRootData } from '../../lib/root-data';
import { LocalizedLink, LocalizedNavLink } from '../locale/localized-link';
import { usePopup } from '../popups/use-popup';
import { useSessionActions } from '../session/use-session';
import { NotificationBell } from '../notifications/notification-bell';
import { useDrawer } from './drawer-state';

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Guest: sign in and sign up; player: wallet and profile. */
function UserNavigationPanel({ session }: { session: WebSession | null }) {
  const t = useT();
  const { open } = usePopup();
  const { signOut } = useSessionActions();
  if (!session) {
    return (
      <div className="flex items-center gap-2" data-testid="user-navigation">
        <button type="button" onClick={() => open('sign-in')} className={`${buttonBase} bg-surface-2 hover:bg-border`}>
          {t('header.signIn')}
        </button>
        <button
          type="button"
          onClick={() => open('sign-up')}
          className={`${buttonBase} bg-accent text-accent-contrast hover:bg-accent-strong`}
        >
          {t('header.signUp')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1 xs:gap-2" data-testid="user-navigation">
      <CurrencyPanel />
      <NotificationBell playerId={session.playerId} />
      <LocalizedLink
        to="/profile/info"
        className={`${buttonBase} bg-surface-2 hover:bg-border`}
        aria-label={t('nav.profile')}
        data-testid="profile-link"
      >
        {session.avatarId ? (
          <img src={`/avatars/${session.avatarId}.svg`} alt="" className="size-6 rounded-full" />
        ) : (
          <CircleUser aria-hidden className="size-5" />
        )}
        <span className="hidden max-w-32 truncate sm:inline">{session.displayName}</span>
      </LocalizedLink>
      <button
        type="button"
        onClick={() => void signOut()}
        aria-label={t('auth.signOut')}
        title={t('auth.signOut')}
        data-testid="sign-out"
        className="hidden rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent sm:inline-flex"
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
    <div className="flex items-center gap-1 rounded-lg bg-surface-2 p-1" data-testid="currency-panel">
      <CurrencyMenu />
      <button
        type="button"
        onClick={() => open('wallet', 'deposit')}
        className={`${buttonBase} bg-accent px-2 py-1.5 text-accent-contrast hover:bg-accent-strong xs:px-3`}
      >
        <Plus aria-hidden className="size-4 xs:hidden" />
        <span className="sr-only xs:not-sr-only">{t('header.deposit')}</span>
      </button>
    </div>
  );
}

export function Header({ customer, session }: { customer: CustomerConfig; session: WebSession | null }) {
  const t = useT();
  const openMobile = useDrawer((s) => s.openMobile);
  const { open } = usePopup();
  // Links come from the layout content; a link of a switched-off line is left out.
  const headerLinks = useRootData()?.layout.headerLinks ?? [];
  const navLink = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'text-accent' : 'text-muted hover:text-text'}`;
  return (
    <header className="sticky top-0 z-[800] flex h-14 items-center gap-1 border-b border-border bg-surface/95 px-3 backdrop-blur sm:px-4">
      <button
        type="button"
        onClick={openMobile}
        aria-label={t('header.openMenu')}
        data-testid="open-menu"
        className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent sm:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <LocalizedLink to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
        <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-accent text-accent-contrast">
          ♠
        </span>
        <span className="hidden xs:inline">{customer.projectName}</span>
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
            className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent xs:p-2"
          >
            <Search aria-hidden className="size-5" />
          </button>
        )}
        <UserNavigationPanel session={session} />
      </div>
    </header>
  );
}
