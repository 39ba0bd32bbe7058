import { CheckCircle2, Info, TriangleAlert, X, XCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n';
import { toasts, type Toast } from './toast-queue';

const ICONS = { success: CheckCircle2, error: XCircle, info: Info, attention: TriangleAlert } as const;
const TONES = {
  success: 'text-accent',
  error: 'text-danger',
  info: 'text-info',
  attention: 'text-warning',
} as const;

const EMPTY: readonly Toast[] = [];

export function Toaster() {
  const t = useT();
  const visible = useSyncExternalStore(
    (onChange) => toasts.subscribe(onChange),
    () => toasts.visible,
    () => EMPTY,
  );
  return (
    <div
      aria-live="polite"
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[2000] flex flex-col items-stretch gap-2 sm:inset-x-auto sm:top-24 sm:bottom-auto sm:end-4 sm:w-96"
    >
      {visible.map((toast) => {
        const Icon = ICONS[toast.kind];
        return (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            className="pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-card border border-border bg-surface-2 p-3 shadow-overlay"
          >
            <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${TONES[toast.kind]}`} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-0.5 text-sm text-muted">{toast.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => toasts.dismiss(toast.id)}
              aria-label={t('common.close')}
              data-testid="toast-dismiss"
              className="grid size-7 shrink-0 place-items-center rounded-control text-muted hover:bg-surface-3 hover:text-text"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
