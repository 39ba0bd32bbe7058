import { displayName, maskEmail } from '@casino/shared/player';
import { localeInfo } from '@casino/shared/locales';
import { useI18n } from '../i18n/i18n';
import { loadProfile } from '../features/account/profile-loader.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/profile-info';

export const loader = (args: Route.LoaderArgs) => loadProfile(args);
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.info');

export default function ProfileInfo({ loaderData: profile }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(localeInfo(locale).intl, { day: '2-digit', month: '2-digit', year: '2-digit' });
  const rows: [string, string, string?][] = [
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
    [t('profile.memberSince'), date.format(new Date(profile.createdAt))],
  ];
  return (
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
  );
}
