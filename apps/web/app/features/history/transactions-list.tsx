import { useEffect } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { useCurrencies } from '../account/use-settings';
import { usePopup } from '../popups/use-popup';
import { activeFilterCount, type HistoryView } from './history-query';
import { InvoiceCards } from './invoice-cards';
import { InvoiceTable } from './invoice-table';
import { HistoryEmpty, HistoryError, HistorySkeleton } from './list-states';
import { Pagination } from './pagination';
import { useInvoices } from './use-invoices';
import type { HistoryTarget } from './use-history-view';

/** The transactions tab: the player's deposits and withdrawals, newest first. */
export function TransactionsList({ view, show }: { view: HistoryView; show(target: HistoryTarget): void }) {
  const t = useT();
  const { open } = usePopup();
  const { filters, page } = view;
  const invoices = useInvoices(filters, page);
  // Amounts need each currency's scale: rows wait for it rather than show a wrong one.
  const currencies = useCurrencies();
  const totalPages = invoices.data?.meta.totalPages ?? 0;

  // A page past the end (the last row cancelled, an old link) shows the last page there is.
  useEffect(() => {
    if (!invoices.isPlaceholderData && totalPages > 0 && page > totalPages) show({ ...view, page: totalPages });
  }, [invoices.isPlaceholderData, totalPages, page, view, show]);

  if (invoices.isError && !invoices.data) {
    return <HistoryError text={t('history.error')} onRetry={() => void invoices.refetch()} />;
  }
  if (!invoices.data || currencies.isPending) return <HistorySkeleton />;

  const rows = invoices.data.data;
  if (rows.length === 0) {
    if (activeFilterCount(filters) > 0) {
      return (
        <HistoryEmpty
          text={t('history.empty.filtered')}
          action={
            <button type="button" onClick={() => show({ tab: view.tab })} className={buttonSecondary}>
              {t('history.filter.reset')}
            </button>
          }
        />
      );
    }
    if (page === 1) {
      return (
        <HistoryEmpty
          text={t('history.empty.transactions')}
          action={
            <button
              type="button"
              onClick={() => open('wallet', 'deposit')}
              className="rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {t('history.deposit')}
            </button>
          }
        />
      );
    }
  }

  return (
    <div
      className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60"
      aria-busy={invoices.isPlaceholderData || undefined}
      data-testid="transactions"
    >
      <InvoiceTable invoices={rows} returnedId={view.returnedInvoiceId} />
      <InvoiceCards invoices={rows} returnedId={view.returnedInvoiceId} />
      <Pagination page={page} totalPages={totalPages} onPage={(next) => show({ ...view, page: next })} />
    </div>
  );
}
