import type { PageMeta } from '@casino/shared/pagination';
import type { InvoiceView } from '@casino/shared/payment';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { usePushEvent } from '../push/use-push';
import { api } from '../session/api-client';
import type { HistoryFilters } from './history-query';
import { invoicesPath } from './invoices-path';

export interface InvoicePage {
  data: InvoiceView[];
  meta: PageMeta;
}

const INVOICES = ['payment', 'invoices'] as const;

export function refreshInvoices(client: QueryClient) {
  return client.invalidateQueries({ queryKey: INVOICES });
}

function loadedInvoice(client: QueryClient, id: string): InvoiceView | undefined {
  for (const [, page] of client.getQueriesData<InvoicePage>({ queryKey: INVOICES })) {
    const found = page?.data.find((invoice) => invoice.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * An invoice from any loaded page of the list, so a popup about it can name its amount;
 * a popup opened from a link gets it once the list underneath has loaded.
 */
export function useLoadedInvoice(id: string): InvoiceView | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => loadedInvoice(client, id);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * One page of the player's invoices. A status change pushed on `payment:invoices` (§7)
 * reloads the list, so a row follows its payment without a page reload.
 */
export function useInvoices(filters: HistoryFilters, page: number) {
  const client = useQueryClient();
  const refresh = () => void refreshInvoices(client);
  usePushEvent('payment:invoices', 'invoice.deposit.updated', refresh);
  usePushEvent('payment:invoices', 'invoice.withdrawal.updated', refresh);
  const path = invoicesPath(filters, page);
  return useQuery({
    queryKey: [...INVOICES, path],
    queryFn: () => api<InvoicePage>(path),
    // The rows stay while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}
