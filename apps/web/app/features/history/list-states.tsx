import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { Illustration } from '../../ui/illustrations';

export function HistoryEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div
      data-testid="history-empty"
      className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-12 text-center text-muted"
    >
      <Illustration name="empty" />
      <p>{text}</p>
      {action}
    </div>
  );
}

export function HistoryError({ text, onRetry }: { text: string; onRetry(): void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/40 bg-danger/5 px-6 py-10 text-center"
    >
      <Illustration name="error" className="h-20 w-auto" />
      <p>{text}</p>
      <button type="button" onClick={onRetry} className={buttonSecondary}>
        {t('history.retry')}
      </button>
    </div>
  );
}

/** Row-shaped placeholders while the first page loads. */
export function HistorySkeleton({ rows = 5 }: { rows?: number }) {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="history-loading" className="flex flex-col gap-2">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden
          className="flex animate-pulse items-center gap-4 rounded-2xl border border-border bg-surface p-4"
        >
          <div className="h-4 w-24 rounded bg-surface-2" />
          <div className="h-4 flex-1 rounded bg-surface-2" />
          <div className="h-4 w-20 rounded bg-surface-2" />
          <div className="h-5 w-16 rounded-full bg-surface-2" />
        </div>
      ))}
    </div>
  );
}
