import type { InvoiceStatus } from '@casino/shared/payment';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { HistoryFilters } from './history-query';

export const INVOICES_PER_PAGE = 20;

export type InvoiceStatusName = keyof typeof INVOICE_STATUS;

const NAMES = Object.fromEntries(Object.entries(INVOICE_STATUS).map(([name, value]) => [value, name])) as Record<
  InvoiceStatus,
  InvoiceStatusName
>;

/** The address bar names statuses (`status=pending`); the API numbers them (§4). */
export function invoiceStatusName(status: InvoiceStatus): InvoiceStatusName {
  return NAMES[status];
}

/** `GET /api/payment/invoices` for one page of the transactions tab's filters. */
export function invoicesPath(filters: HistoryFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page), perPage: String(INVOICES_PER_PAGE) });
  if (filters.type) params.set('type', filters.type);
  if (filters.status && filters.status in INVOICE_STATUS) {
    params.set('status', String(INVOICE_STATUS[filters.status as InvoiceStatusName]));
  }
  if (filters.currency) params.set('currency', filters.currency);
  if (filters.dateFrom) params.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) params.set('dateTo', filters.dateTo);
  return `/api/payment/invoices?${params}`;
}
