import { useT } from '../i18n/i18n';
import { LocalizedNavLink } from '../features/locale/localized-link';

export function TabsNav({ label, tabs }: { label: string; tabs: { to: string; labelKey: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={label} className="-mx-1 flex gap-1 relative overflow-x-auto border-b border-border px-1">
      {tabs.map((tab) => (
        <LocalizedNavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            `whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent ${
              isActive ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text'
            }`
          }
        >
          {t(tab.labelKey)}
        </LocalizedNavLink>
      ))}
    </nav>
  );
}
