import type { CustomerConfig } from '@casino/shared/customer';
import { Dices, Gift, Home, Menu, Trophy, type LucideIcon } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { LocalizedNavLink } from '../locale/localized-link';
import { useDrawer } from './drawer-state';

interface Tab {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  line?: 'games' | 'sport';
}

const TABS: Tab[] = [
  { to: '/', labelKey: 'nav.home', icon: Home },
  { to: '/games', labelKey: 'nav.casino', icon: Dices, line: 'games' },
  { to: '/sport', labelKey: 'nav.sport', icon: Trophy, line: 'sport' },
  { to: '/bonuses', labelKey: 'nav.bonuses', icon: Gift },
];

const tabClass =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-control py-1.5 text-2xs font-semibold transition-colors';

/** Phones (< 768 px): home, casino, sport, bonuses and the menu under the thumb. */
export function TabBar({ customer }: { customer: CustomerConfig }) {
  const t = useT();
  const openMobile = useDrawer((s) => s.openMobile);
  const tabs = TABS.filter(
    (tab) =>
      !(tab.line === 'games' && customer.isGamesDisabled) && !(tab.line === 'sport' && customer.isSportsDisabled),
  );
  return (
    <nav
      aria-label={t('nav.shortcuts')}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-[700] border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md sm:hidden"
    >
      <ul className="flex h-16 items-stretch gap-1 px-2 py-1.5">
        {tabs.map(({ to, labelKey, icon: Icon }) => (
          <li key={to} className="flex min-w-0 flex-1">
            <LocalizedNavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => `${tabClass} ${isActive ? 'text-accent' : 'text-muted hover:text-text'}`}
            >
              <Icon aria-hidden className="size-6" />
              <span className="max-w-full truncate">{t(labelKey)}</span>
            </LocalizedNavLink>
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          <button
            type="button"
            onClick={openMobile}
            data-testid="open-menu"
            aria-label={t('header.openMenu')}
            className={`${tabClass} text-muted hover:text-text`}
          >
            <Menu aria-hidden className="size-6" />
            <span aria-hidden className="max-w-full truncate">
              {t('nav.menu')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
