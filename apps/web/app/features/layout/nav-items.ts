import type { CustomerConfig } from '@casino/shared/customer';
import {
  CircleHelp,
  Dices,
  Gift,
  Heart,
  History,
  Home,
  LifeBuoy,
  Mail,
  Megaphone,
  PackageOpen,
  Radio,
  Trophy,
  Users,
  Building2,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  line?: 'games' | 'sport';
}

const ITEMS: NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: Home },
  { to: '/games', labelKey: 'nav.casino', icon: Dices, line: 'games' },
  { to: '/sport', labelKey: 'nav.sport', icon: Trophy, line: 'sport' },
  { to: '/sport/live', labelKey: 'nav.live', icon: Radio, line: 'sport' },
  { to: '/promotions', labelKey: 'nav.promotions', icon: Megaphone },
  { to: '/welcome-package', labelKey: 'nav.welcomePackage', icon: PackageOpen },
  { to: '/bonuses', labelKey: 'nav.bonuses', icon: Gift },
  { to: '/favorites', labelKey: 'nav.favorites', icon: Heart, line: 'games' },
  { to: '/recently-played', labelKey: 'nav.recentlyPlayed', icon: History, line: 'games' },
  { to: '/games/providers', labelKey: 'nav.providers', icon: Building2, line: 'games' },
  { to: '/referral', labelKey: 'nav.referral', icon: Users },
  { to: '/questions', labelKey: 'nav.questions', icon: CircleHelp },
  { to: '/support', labelKey: 'nav.support', icon: LifeBuoy },
  { to: '/contact', labelKey: 'nav.contact', icon: Mail },
];

/** Drawer items, without the game or sport line the operator switched off. */
export function navItems(customer: CustomerConfig): NavItem[] {
  return ITEMS.filter(
    (item) =>
      !(item.line === 'games' && customer.isGamesDisabled) && !(item.line === 'sport' && customer.isSportsDisabled),
  );
}
