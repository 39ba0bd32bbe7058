import type { LimitView } from '@casino/shared/limits';
import { Clock3, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { usePopup } from '../popups/use-popup';
import { timeUntil, usedPercent } from './countdown';
import { useLimitMoney } from './limit-amount';

/** Re-renders every 30 seconds, so a countdown moves while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** One money limit of one period: used and remaining with a bar, a waiting change and its countdown. */
export function LimitRow({ limit }: { limit: LimitView }) {
  const t = useT();
  const money = useLimitMoney();
  const { open } = usePopup();
  const now = useNow();
  const amount = limit.amount ?? 0;
  const currency = limit.currency ?? '';
  const used = limit.usage?.used ?? 0;
  const percent = usedPercent(used, amount);
  const tone = percent >= 100 ? 'bg-danger' : percent >= 80 ? 'bg-warning' : 'bg-accent';
  const pending = limit.pending;
  const wait = pending ? timeUntil(pending.effectiveAt, now) : null;

  return (
    <li
      data-testid="limit-row"
      data-definition={limit.definition}
      data-period={limit.period}
      className="flex flex-col gap-3 rounded-card bg-surface-2 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {t(`limits.period.${limit.period}`)}
          <span className="ms-2 font-black tabular-nums">{money(amount, currency)}</span>
        </p>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => open('edit-limit', limit.id)}
            className={buttonClass('ghost', 'sm')}
            aria-label={`${t('limits.edit')} · ${t(`limits.period.${limit.period}`)}`}
            title={t('limits.edit')}
            data-testid="edit-limit"
          >
            <Pencil aria-hidden className="size-4" />
          </button>
          {!pending?.removal && (
            <button
              type="button"
              onClick={() => open('confirm-delete-limit', limit.id)}
              className={buttonClass('ghost', 'sm')}
              aria-label={`${t('limits.delete')} · ${t(`limits.period.${limit.period}`)}`}
              title={t('limits.delete')}
              data-testid="delete-limit"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          )}
        </div>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('limits.used', { amount: money(used, currency) })}
        className="h-2 overflow-hidden rounded-pill bg-surface-3"
      >
        <div className={`h-full rounded-pill ${tone} transition-[width]`} style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-muted">{t('limits.used', { amount: money(used, currency) })}</span>
        <span className="font-semibold tabular-nums" data-testid="limit-remaining">
          {t('limits.remaining', { amount: money(limit.usage?.remaining ?? 0, currency) })}
        </span>
      </div>
      {pending && wait && (
        <div className="flex items-start gap-3 rounded-control border border-warning/40 bg-warning/10 p-3 text-sm">
          <Clock3 aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="font-semibold">
              {pending.removal
                ? t('limits.pendingRemoval')
                : t('limits.pendingIncrease', { amount: money(pending.amount ?? 0, currency) })}
            </span>
            {!pending.isDue && <span className="text-muted tabular-nums">{t('limits.countdown', wait)}</span>}
          </div>
          <button
            type="button"
            onClick={() => open('confirm-limit-update', limit.id)}
            className={buttonClass(pending.isDue ? 'primary' : 'neutral', 'sm')}
            data-testid="pending-limit-change"
          >
            {pending.isDue ? t('limits.confirmNow') : t('limits.details')}
          </button>
        </div>
      )}
    </li>
  );
}
