import { INVOICE_STATUS, PLAYER_BONUS_STATUS } from '@casino/shared/statuses';

/** The tabs of the wallet history (§2), transactions first and by default. */
export const HISTORY_TABS = ['transactions', 'bets', 'bonuses', 'spins'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
export const DEFAULT_TAB: HistoryTab = 'transactions';

export interface TabFilterChoices {
  types: readonly string[];
  statuses: readonly string[];
  /** The status shown when none is chosen, for a list that always has one (bets: settled). */
  defaultStatus?: string;
  /** Whether the tab's API filters by currency and by dates. */
  currencyAndDates: boolean;
}

/** The filters each tab offers: bets filter as `GET /api/game/bets` does (isSettled), spins not at all. */
export const TAB_FILTERS: Record<HistoryTab, TabFilterChoices> = {
  transactions: { types: ['deposit', 'withdrawal'], statuses: Object.keys(INVOICE_STATUS), currencyAndDates: true },
  bets: { types: [], statuses: ['settled', 'open'], defaultStatus: 'settled', currencyAndDates: false },
  bonuses: { types: ['bonus', 'freespin'], statuses: Object.keys(PLAYER_BONUS_STATUS), currencyAndDates: true },
  spins: { types: [], statuses: [], currencyAndDates: false },
};

export function hasFilters(tab: HistoryTab): boolean {
  const { types, statuses, currencyAndDates } = TAB_FILTERS[tab];
  return types.length > 0 || statuses.length > 0 || currencyAndDates;
}

export interface HistoryFilters {
  type?: string;
  status?: string;
  currency?: string;
  /** YYYY-MM-DD, inclusive. */
  dateFrom?: string;
  dateTo?: string;
}

export const FILTER_KEYS = ['type', 'status', 'currency', 'dateFrom', 'dateTo'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface HistoryView {
  tab: HistoryTab;
  filters: HistoryFilters;
  page: number;
  /** The invoice the payment provider's page sent the player back from, if any. */
  returnedInvoiceId: string | null;
}

/** The hosted payment page returns players to `/wallet/history?invoice={id}&status=success|failed`. */
const RETURN_KEY = 'invoice';
const HISTORY_KEYS = ['tab', 'page', RETURN_KEY, ...FILTER_KEYS];

const isTab = (value: string | null): value is HistoryTab => HISTORY_TABS.includes(value as HistoryTab);

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function pageOf(value: string | null): number {
  const page = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** The history a query shows: anything unknown or malformed is left out rather than refused. */
export function parseHistoryQuery(search: string | URLSearchParams): HistoryView {
  const params = new URLSearchParams(search);
  const tab = isTab(params.get('tab')) ? (params.get('tab') as HistoryTab) : DEFAULT_TAB;
  const { types, statuses, defaultStatus, currencyAndDates } = TAB_FILTERS[tab];
  const returnedInvoiceId = tab === 'transactions' ? params.get(RETURN_KEY) || null : null;
  const filters: HistoryFilters = {};
  const type = params.get('type');
  if (type && types.includes(type)) filters.type = type;
  // Beside `invoice`, `status` is the outcome of the one payment the player comes back from,
  // not a filter they chose: the list shows everything, that payment on top.
  const status = params.get('status');
  if (status && statuses.includes(status) && status !== defaultStatus && !returnedInvoiceId) filters.status = status;
  if (currencyAndDates) {
    const currency = params.get('currency');
    if (currency && /^[A-Z0-9]{2,10}$/.test(currency)) filters.currency = currency;
    for (const key of ['dateFrom', 'dateTo'] as const) {
      const date = params.get(key);
      if (date && isIsoDate(date)) filters[key] = date;
    }
  }
  return { tab, filters, page: pageOf(params.get('page')), returnedInvoiceId };
}

/** The query for a history view: the other keys of `current` (an open popup, say) are kept. */
export function historyQuery(
  current: string | URLSearchParams,
  next: { tab: HistoryTab; filters?: HistoryFilters; page?: number },
): string {
  const params = new URLSearchParams(current);
  for (const key of HISTORY_KEYS) params.delete(key);
  params.set('tab', next.tab);
  for (const key of FILTER_KEYS) {
    const value = next.filters?.[key];
    if (value) params.set(key, value);
  }
  if (next.page && next.page > 1) params.set('page', String(next.page));
  return params.toString();
}

export function withFilter(filters: HistoryFilters, key: FilterKey, value: string): HistoryFilters {
  const next = { ...filters };
  if (value) next[key] = value;
  else delete next[key];
  return next;
}

export function activeFilterCount(filters: HistoryFilters): number {
  return FILTER_KEYS.filter((key) => filters[key]).length;
}
