import { LocalDateTime } from '../ui/local-date-time';
import type { SessionView } from '@casino/shared/player';
import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { usePopup } from '../features/popups/use-popup';
import { api } from '../features/session/api-client';
import { notify } from '../features/toasts/toast-queue';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { buttonSecondary } from '../ui/form';
import type { Route } from './+types/profile-sessions';

export async function loader(args: Route.LoaderArgs) {
  requireSession(args);
  const response = await args.context.api<{ data: SessionView[] }>('/api/player/sessions?perPage=100');
  if (!response.ok) throw new Response(null, { status: response.status });
  return response.data.data;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.sessions');

const ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Laptop } as const;

function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const match = /(Edg|OPR|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent);
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera' };
  return match ? (names[match[1]!] ?? match[1]!) : null;
}

export default function ProfileSessions({ loaderData: sessions }: Route.ComponentProps) {
  const { t } = useI18n();
  const { open } = usePopup();
  const revalidator = useRevalidator();
  const [closing, setClosing] = useState(false);
  const others = sessions.filter((s) => !s.isCurrent).length;

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2" data-testid="session-list">
        {sessions.map((session) => {
          const Icon = ICONS[session.device as keyof typeof ICONS] ?? Laptop;
          const device = session.device ? t(`sessions.device.${session.device}`) : t('sessions.unknownDevice');
          const browser = browserOf(session.userAgent);
          return (
            <li
              key={session.id}
              data-testid="session-row"
              data-current={session.isCurrent}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-surface-2 text-muted">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {device}
                  {browser && ` · ${browser}`}
                  {session.platform === 'tg' && ' · Telegram'}
                  {session.isCurrent && (
                    <span className="ms-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs text-accent">
                      {t('sessions.current')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted">
                  {(() => {
                    // The time is a component: split the message where it goes, so word order stays the translator's.
                    const [before, after] = t('sessions.lastSeen', { time: '\u0000' }).split('\u0000');
                    return (
                      <>
                        {before}
                        <LocalDateTime iso={session.lastSeenAt} />
                        {after}
                      </>
                    );
                  })()}
                  {session.ip && <span dir="ltr"> · {session.ip}</span>}
                </p>
              </div>
              {!session.isCurrent && (
                <button
                  type="button"
                  onClick={() => open('confirm-session-logout', session.id)}
                  className={buttonSecondary}
                >
                  {t('sessions.close')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 && (
        <button
          type="button"
          disabled={closing}
          onClick={async () => {
            setClosing(true);
            try {
              const { closed } = await api<{ closed: number }>('/api/player/sessions/close-other', { method: 'POST' });
              notify({ kind: 'success', title: t('sessions.closedOthers', { count: closed }) });
              await revalidator.revalidate();
            } catch {
              notify({ kind: 'error', title: t('form.genericError') });
            } finally {
              setClosing(false);
            }
          }}
          className={`${buttonSecondary} self-start`}
        >
          {t('sessions.closeOthers')}
        </button>
      )}
    </div>
  );
}
