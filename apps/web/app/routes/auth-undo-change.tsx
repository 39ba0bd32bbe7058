import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { LocalizedLink } from '../features/locale/localized-link';
import { api } from '../features/session/api-client';
import { dropSession } from '../features/session/use-session';
import { useT } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/auth-undo-change';

export function loader(args: Route.LoaderArgs) {
  routeLocale(args);
  return null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.undoChange.title');

type Result = { state: 'pending' } | { state: 'done'; resetToken: string } | { state: 'failed' };

/**
 * `/auth/undo-change?token={token}`, from the notice sent to the old address after a
 * change of e-mail, phone or password: undoes it, signs every device out, and leads to
 * setting a new password. The link is spent by a POST from the page, so mail scanners
 * that only fetch it spend nothing. Opening it signs this browser out whatever the outcome:
 * it is the way to take an account back.
 */
export default function UndoChange() {
  const t = useT();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<Result>({ state: 'pending' });
  const started = useRef(false);
  const token = params.get('token');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setResult({ state: 'failed' });
      return;
    }
    // The undo closes every session of the account: this browser lets go of its own first,
    // so no request of this page meets a closed session and sends the visitor to sign-in.
    dropSession();
    api<{ resetToken: string }>('/api/player/account-changes/undo', { method: 'POST', body: { token } })
      .then(({ resetToken }) => setResult({ state: 'done', resetToken }))
      .catch(() => setResult({ state: 'failed' }))
      .finally(() => void revalidator.revalidate());
  }, [token, revalidator]);

  return (
    <PageFrame title={t('page.undoChange.title')}>
      {result.state === 'pending' ? (
        <p className="text-muted" aria-live="polite">
          {t('undoChange.pending')}
        </p>
      ) : result.state === 'done' ? (
        <div role="status" className="flex flex-col items-start gap-4" data-testid="undo-change-done">
          <p className="flex items-start gap-2">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{t('undoChange.done')}</span>
          </p>
          <LocalizedLink
            to={`/?reset-pass=${encodeURIComponent(result.resetToken)}`}
            className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {t('undoChange.setPassword')}
          </LocalizedLink>
        </div>
      ) : (
        <div role="alert" className="flex flex-col items-start gap-3" data-testid="undo-change-failed">
          <p className="text-muted">{t('undoChange.failed')}</p>
          <LocalizedLink to="/?forgot-pass=true" className="font-semibold text-accent hover:underline">
            {t('auth.forgotPassword')}
          </LocalizedLink>
        </div>
      )}
    </PageFrame>
  );
}
