import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { HISTORY_TABS, type HistoryTab } from './history-query';
import type { HistoryTarget } from './use-history-view';

/** Links rather than buttons: each tab has its own address, so it opens in a new tab or from a bookmark. */
export function HistoryTabs({
  current,
  hrefFor,
}: {
  current: HistoryTab;
  hrefFor(target: HistoryTarget): { pathname: string; search: string };
}) {
  const t = useT();
  return (
    <nav aria-label={t('history.tabs')} className="flex flex-wrap gap-2">
      {HISTORY_TABS.map((tab) => (
        <Link
          key={tab}
          to={hrefFor({ tab })}
          replace
          preventScrollReset
          aria-current={tab === current ? 'page' : undefined}
          className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm sm:px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
            tab === current ? 'bg-accent text-accent-contrast' : 'bg-surface-2 text-muted hover:text-text'
          }`}
        >
          {t(`history.tab.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
