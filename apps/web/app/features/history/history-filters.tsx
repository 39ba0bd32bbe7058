import { FilterBar } from './filter-bar';
import { FilterSheet } from './filter-sheet';
import { hasFilters, type HistoryFilters, type HistoryTab } from './history-query';

/** One of the two is shown by width: the bar from 768 px (§9 "small"), the sheet below. */
export function HistoryFiltersControl(props: {
  tab: HistoryTab;
  filters: HistoryFilters;
  onChange(next: HistoryFilters): void;
}) {
  if (!hasFilters(props.tab)) return null;
  return (
    <>
      <FilterBar {...props} />
      <FilterSheet {...props} />
    </>
  );
}
