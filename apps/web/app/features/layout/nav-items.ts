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
  /** The drawer's group: casino, sport, offers (headed) and help (headed). */
  group: 'casino' | 'sport' | 'offers' | 'help';
}

/** Groups with a heading in the wide drawer; the first two are told apart by their first link. */
export const GROUP_HEADINGS: Partial<Record<NavItem['group'], string>> = { offers: 'nav.offers', help: 'nav.help' };

const ITEMS: NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: Home, group: 'casino' },
  { to: '/games', labelKey: 'nav.casino', icon: Dices, line: 'games', group: 'casino' },
  { to: '/favorites', labelKey: 'nav.favorites', icon: Heart, line: 'games', group: 'casino' },
  { to: '/recently-played', labelKey: 'nav.recentlyPlayed', icon: History, line: 'games', group: 'casino' },
  { to: '/games/providers', labelKey: 'nav.providers', icon: Building2, line: 'games', group: 'casino' },
  { to: '/sport', labelKey: 'nav.sport', icon: Trophy, line: 'sport', group: 'sport' },
  { to: '/sport/live', labelKey: 'nav.live', icon: Radio, line: 'sport', group: 'sport' },
  { to: '/promotions', labelKey: 'nav.promotions', icon: Megaphone, group: 'offers' },
  { to: '/welcome-package', labelKey: 'nav.welcomePackage', icon: PackageOpen, group: 'offers' },
  { to: '/bonuses', labelKey: 'nav.bonuses', icon: Gift, group: 'offers' },
  { to: '/referral', labelKey: 'nav.referral', icon: Users, group: 'offers' },
  { to: '/questions', labelKey: 'nav.questions', icon: CircleHelp, group: 'help' },
  { to: '/support', labelKey: 'nav.support', icon: LifeBuoy, group: 'help' },
  { to: '/contact', labelKey: 'nav.contact', icon: Mail, group: 'help' },
];

/** Drawer items, without the game or sport line the operator switched off. */
export function navItems(customer: CustomerConfig): NavItem[] {
  return ITEMS.filter(
    (item) =>
      !(item.line === 'games' && customer.isGamesDisabled) && !(item.line === 'sport' && customer.isSportsDisabled),
  );
}

/** The drawer's items in their groups, in order, empty groups left out. */
export function navGroups(customer: CustomerConfig): { group: NavItem['group']; items: NavItem[] }[] {
  const groups: { group: NavItem['group']; items: NavItem[] }[] = [];
  for (const item of navItems(customer)) {
    const last = groups.at(-1);
    if (last?.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}
