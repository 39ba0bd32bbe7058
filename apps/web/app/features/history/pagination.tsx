import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';

/** Previous and next with "page x of y"; nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('history.pagination')} className="flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${buttonSecondary} disabled:cursor-not-allowed`}
      >
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('history.previous')}
      </button>
      <p aria-live="polite" className="text-sm text-muted" data-testid="history-page">
        {t('history.pageOf', { page, total: totalPages })}
      </p>
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        className={`${buttonSecondary} disabled:cursor-not-allowed`}
      >
        {t('history.next')}
        <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
      </button>
    </nav>
  );
}
