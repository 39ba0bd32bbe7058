import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import type { PopupViewProps } from '../popups/popup-views';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';

/** avatars: a grid of the shipped avatars; choosing one saves it at once. */
export function AvatarsView({ close }: PopupViewProps) {
  const t = useT();
  const root = useRootData();
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState<string | null>(null);
  const avatars = useQuery({
    queryKey: ['player', 'avatars'],
    queryFn: async () => (await api<{ avatars: { id: string; url: string }[] }>('/api/player/avatar/list')).avatars,
    staleTime: Infinity,
  });
  const current = root?.session?.avatarId ?? null;
  return (
    <ul className="grid grid-cols-4 gap-3" aria-label={t('avatars.choose')} data-testid="avatar-grid">
      {(avatars.data ?? []).map((avatar) => (
        <li key={avatar.id}>
          <button
            type="button"
            aria-label={avatar.id}
            aria-pressed={current === avatar.id}
            disabled={saving !== null}
            onClick={async () => {
              setSaving(avatar.id);
              try {
                await api('/api/player/avatar/set-avatar', { method: 'POST', body: { avatarId: avatar.id } });
                notify({ kind: 'success', title: t('avatars.saved') });
                // The header's avatar comes from the root data, which a plain navigation does not reload.
                await revalidator.revalidate();
                close();
              } catch {
                notify({ kind: 'error', title: t('form.genericError') });
              } finally {
                setSaving(null);
              }
            }}
            className="relative block aspect-square w-full rounded-full ring-accent transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-pressed:ring-4 disabled:opacity-60"
          >
            <img src={avatar.url} alt="" className="size-full" />
            {current === avatar.id && (
              <span className="absolute -end-1 -bottom-1 grid size-6 place-items-center rounded-full bg-accent text-accent-contrast">
                <Check aria-hidden className="size-4" />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
