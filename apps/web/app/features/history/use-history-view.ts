import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { historyQuery, parseHistoryQuery, type HistoryFilters, type HistoryTab } from './history-query';

export interface HistoryTarget {
  tab: HistoryTab;
  filters?: HistoryFilters;
  page?: number;
}

/** The history view lives in the address bar, so a link or a reload shows the same list. */
export function useHistoryView() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseHistoryQuery(location.search), [location.search]);
  const hrefFor = useCallback(
    (target: HistoryTarget) => ({ pathname: location.pathname, search: `?${historyQuery(location.search, target)}` }),
    [location.pathname, location.search],
  );
  const show = useCallback(
    (target: HistoryTarget) => {
      void navigate({ ...hrefFor(target), hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [navigate, hrefFor, location.hash],
  );
  return { view, show, hrefFor };
}
