import { localizePath } from '@casino/shared/locales';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { socialErrorKey, takePendingSocialLogin, type SocialMode } from '../features/account/social-login';
import { challengeOf, savePendingChallenge } from '../features/account/two-factor-api';
import { LocalizedLink } from '../features/locale/localized-link';
import { api } from '../features/session/api-client';
import { useSessionActions } from '../features/session/use-session';
import { useI18n } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/auth-social-callback';

export function loader(args: Route.LoaderArgs) {
  routeLocale(args);
  return null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.socialCallback.title');

type CallbackResult = { accessToken: string; locale: string | null } | { linked: string; locale: string | null };

interface Failure {
  key: string;
  mode: SocialMode;
}

/**
 * `/auth/social/{connection}/callback?code&state`: finishes a sign-in (then home) or
 * a connection (then account settings) started in this tab. A failure is shown on
 * this page in the player's language, without code and state, so the preloader lets go.
 */
export default function SocialCallback() {
  const { t, locale } = useI18n();
  const { connection = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  const started = useRef(false);
  const failure = (location.state as { socialFailure?: Failure } | null)?.socialFailure ?? null;

  useEffect(() => {
    if (started.current || failure) return;
    started.current = true;
    const pending = takePendingSocialLogin();
    const target = (path: string, pathLocale?: string | null) =>
      localizePath(path, pathLocale ?? pending?.locale ?? locale);
    const fail = (key: string) =>
      navigate(target(`/auth/social/${connection}/callback`), {
        replace: true,
        state: { socialFailure: { key, mode: pending?.mode ?? 'login' } },
      });

    const [code, state, iss, error] = ['code', 'state', 'iss', 'error'].map((name) => params.get(name));
    if (error) return void fail(error === 'access_denied' ? 'social.cancelled' : 'social.failed');
    if (!code || !state || pending?.state !== state) return void fail('social.failed');

    api<CallbackResult>('/api/player/sessions/social/callback', {
      method: 'POST',
      body: { provider: connection, code, state, ...(iss ? { iss } : {}) },
    })
      .then(async (result) => {
        if ('accessToken' in result) {
          await signIn(result.accessToken);
          await navigate(target('/', result.locale), { replace: true });
        } else {
          // This page speaks the default locale; the settings page tells the player in theirs.
          await navigate(target('/profile/settings/account', result.locale), {
            replace: true,
            state: { socialConnected: pending.label },
          });
        }
      })
      .catch((caught: unknown) => {
        const challengeToken = challengeOf(caught);
        if (!challengeToken) return fail(socialErrorKey(caught));
        // The provider vouched for the player; the sign-in popup asks for the second factor.
        savePendingChallenge(challengeToken);
        return navigate(`${target('/')}?sign-in=true`, { replace: true });
      });
  }, [failure, connection, params, locale, navigate, signIn]);

  return (
    <PageFrame title={t(failure ? 'social.failedTitle' : 'page.socialCallback.title')}>
      {failure ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-muted">{t(failure.key)}</p>
          {failure.mode === 'link' ? (
            <LocalizedLink to="/profile/settings/account" className="font-semibold text-accent hover:underline">
              {t('social.backToSettings')}
            </LocalizedLink>
          ) : (
            <LocalizedLink to="/?sign-in=true" className="font-semibold text-accent hover:underline">
              {t('auth.signIn')}
            </LocalizedLink>
          )}
        </div>
      ) : null}
    </PageFrame>
  );
}
