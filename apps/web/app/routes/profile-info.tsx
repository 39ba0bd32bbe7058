import { displayName, maskEmail } from '@casino/shared/player';
import { useState, type ReactNode } from 'react';
import { LocalDateTime } from '../ui/local-date-time';
import { useI18n, useT } from '../i18n/i18n';
import { usePopup } from '../features/popups/use-popup';
import { ApiError, api } from '../features/session/api-client';
import { notify } from '../features/toasts/toast-queue';
import { buttonSecondary } from '../ui/form';
import { loadProfile } from '../features/account/profile-loader.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/profile-info';

export const loader = (args: Route.LoaderArgs) => loadProfile(args);
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.info');

function ConfirmEmailButton({ email }: { email: string }) {
  const t = useT();
  const { open } = usePopup();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await api('/api/player/profile/email/verify/send', { method: 'POST' });
          open('code-verify', email);
        } catch (error) {
          const key = error instanceof ApiError && error.status === 429 ? 'form.tooManyRequests' : 'form.genericError';
          notify({ kind: 'error', title: t(key) });
        } finally {
          setPending(false);
        }
      }}
      className={buttonSecondary}
    >
      {t('confirm.confirmEmail')}
    </button>
  );
}

export default function ProfileInfo({ loaderData: profile }: Route.ComponentProps) {
  const { t } = useI18n();
  const { open } = usePopup();
  const rows: [string, ReactNode, string?][] = [
    [t('profile.displayName'), displayName(profile)],
    [
      t('profile.email'),
      profile.email ? maskEmail(profile.email) : t('profile.notSet'),
      profile.email ? (profile.isEmailConfirmed ? t('profile.confirmed') : t('profile.notConfirmed')) : undefined,
    ],
    [
      t('profile.phone'),
      profile.phone ?? t('profile.notSet'),
      profile.phone ? (profile.isPhoneConfirmed ? t('profile.confirmed') : t('profile.notConfirmed')) : undefined,
    ],
    [t('profile.currency'), profile.currency ?? t('profile.notSet')],
    [t('profile.memberSince'), <LocalDateTime iso={profile.createdAt} withTime={false} />],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-px overflow-hidden rounded-2xl border border-border bg-border" data-testid="profile-info">
        {rows.map(([label, value, status]) => (
          <div key={label} className="flex flex-wrap items-center justify-between gap-2 bg-surface px-4 py-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="flex items-center gap-2 font-medium">
              <span dir="auto">{value}</span>
              {status && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{status}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => open('avatars')} className={buttonSecondary}>
          {t('avatars.change')}
        </button>
        <button type="button" onClick={() => open('change-nickname')} className={buttonSecondary}>
          {t('contact.changeNickname')}
        </button>
        <button type="button" onClick={() => open('email')} className={buttonSecondary}>
          {profile.email ? t('contact.changeEmail') : t('contact.addEmail')}
        </button>
        <button type="button" onClick={() => open('phone')} className={buttonSecondary}>
          {!profile.phone
            ? t('contact.addPhone')
            : profile.isPhoneConfirmed
              ? t('contact.changePhone')
              : t('contact.confirmPhone')}
        </button>
        {profile.email && !profile.isEmailConfirmed && <ConfirmEmailButton email={profile.email} />}
      </div>
    </div>
  );
}
