import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { loadProfile } from '../features/account/profile-loader.server';
import { api } from '../features/session/api-client';
import { notify } from '../features/toasts/toast-queue';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/profile-settings-notifications';

export const loader = (args: Route.LoaderArgs) => loadProfile(args);
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.notifications');

type Channel = 'receiveEmailPromo' | 'receiveSmsPromo';

export default function NotificationSettings({ loaderData: profile }: Route.ComponentProps) {
  const { t } = useI18n();
  const [values, setValues] = useState({
    receiveEmailPromo: profile.receiveEmailPromo,
    receiveSmsPromo: profile.receiveSmsPromo,
  });
  const [saving, setSaving] = useState<Channel | null>(null);

  const toggle = async (channel: Channel) => {
    const next = !values[channel];
    setSaving(channel);
    try {
      await api('/api/player/profile', { method: 'PUT', body: { [channel]: next } });
      setValues((v) => ({ ...v, [channel]: next }));
      notify({ kind: 'success', title: t('form.saved') });
    } catch {
      notify({ kind: 'error', title: t('form.genericError') });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <p className="text-sm text-muted">{t('profile.notificationsText')}</p>
      {(['receiveEmailPromo', 'receiveSmsPromo'] as const).map((channel) => (
        <div key={channel} className="flex items-center justify-between gap-4">
          <span className="font-medium">{t(`profile.${channel}`)}</span>
          <button
            type="button"
            role="switch"
            aria-checked={values[channel]}
            aria-label={t(`profile.${channel}`)}
            disabled={saving === channel}
            onClick={() => void toggle(channel)}
            data-testid={`toggle-${channel}`}
            className={`relative h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 ${
              values[channel] ? 'bg-accent' : 'bg-border'
            }`}
          >
            <span
              aria-hidden
              className={`absolute top-0.5 size-5 rounded-full bg-paper shadow transition-all ${
                values[channel] ? 'start-[1.375rem]' : 'start-0.5'
              }`}
            />
          </button>
        </div>
      ))}
    </section>
  );
}
