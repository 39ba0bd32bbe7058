import { RotateCcw } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { FilterFields } from './filter-fields';
import { activeFilterCount, type HistoryFilters, type HistoryTab } from './history-query';

/** Desktop (768 px and wider): the filters inline above the list, each change applied at once. */
export function FilterBar({
  tab,
  filters,
  onChange,
}: {
  tab: HistoryTab;
  filters: HistoryFilters;
  onChange(next: HistoryFilters): void;
}) {
  const t = useT();
  return (
    <form
      role="search"
      aria-label={t('history.filters')}
      data-testid="history-filter-bar"
      onSubmit={(event) => event.preventDefault()}
      className="hidden flex-wrap items-end gap-3 rounded-2xl border border-border bg-surface p-4 sm:flex"
    >
      <FilterFields tab={tab} value={filters} onChange={onChange} fieldClassName="min-w-0 grow basis-36" />
      <button
        type="button"
        onClick={() => onChange({})}
        disabled={activeFilterCount(filters) === 0}
        className={buttonSecondary}
      >
        <RotateCcw aria-hidden className="size-4" />
        {t('history.filter.reset')}
      </button>
    </form>
  );
}
