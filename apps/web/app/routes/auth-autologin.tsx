import { localizePath } from '@casino/shared/locales';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedLink } from '../features/locale/localized-link';
import { api } from '../features/session/api-client';
import { useSessionActions } from '../features/session/use-session';
import { useI18n } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/auth-autologin';

export function loader(args: Route.LoaderArgs) {
  routeLocale(args);
  return null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.autologin.title');

/** `/auth/autologin?state={token}`: signs in with a one-time link, then goes home. */
export default function AutoLogin() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const state = params.get('state');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!state) {
      setFailed(true);
      return;
    }
    api<{ accessToken: string }>('/api/player/sessions/token', { method: 'POST', body: { token: state } })
      .then(async ({ accessToken }) => {
        await signIn(accessToken);
        await navigate(localizePath('/', locale), { replace: true });
      })
      .catch(() => setFailed(true));
  }, [state, signIn, navigate, locale]);

  return (
    <PageFrame title={t('page.autologin.title')}>
      {failed ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-muted">{t('autologin.failed')}</p>
          <LocalizedLink to="/?sign-in=true" className="font-semibold text-accent hover:underline">
            {t('autologin.home')}
          </LocalizedLink>
        </div>
      ) : null}
    </PageFrame>
  );
}
