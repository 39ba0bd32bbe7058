import { Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { socialErrorKey, startSocialConnect, type SocialConnection, type SocialProviderOption } from './social-login';

interface Row {
  provider: SocialProviderOption;
  connection: SocialConnection | undefined;
  /** Telegram and providers switched off since can be unlinked here, not connected. */
  canConnect: boolean;
}

function rowsOf(providers: SocialProviderOption[], connections: SocialConnection[]): Row[] {
  const configured = providers.map((provider) => ({
    provider,
    connection: connections.find((c) => c.socialType === provider.name),
    canConnect: true,
  }));
  const others = connections
    .filter((c) => !providers.some((p) => p.name === c.socialType))
    .map((connection) => ({
      provider: {
        name: connection.socialType,
        label: connection.socialType === 'telegram' ? 'Telegram' : connection.socialType,
      },
      connection,
      canConnect: false,
    }));
  return [...configured, ...others];
}

/** Profile → Settings → Account: the accounts a player signs in with besides the password. */
export function ConnectedAccounts({
  providers,
  connections,
}: {
  providers: SocialProviderOption[];
  connections: SocialConnection[];
}) {
  const { t, locale } = useI18n();
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const rows = rowsOf(providers, connections);
  const justConnected = (location.state as { socialConnected?: string } | null)?.socialConnected;

  useEffect(() => {
    if (!justConnected) return;
    notify({ kind: 'success', title: t('social.connected', { provider: justConnected }) });
    // Forget it, so a reload does not announce it again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [justConnected, location.pathname, navigate, t]);

  if (rows.length === 0) return null;

  async function act(row: Row) {
    setBusy(row.provider.name);
    try {
      if (!row.connection) {
        // The page leaves for the provider; the button stays busy until it does.
        await startSocialConnect(row.provider, locale);
        return;
      }
      await api('/api/player/social-connections/unlink', { method: 'POST', body: { socialType: row.provider.name } });
      notify({ kind: 'success', title: t('social.unlinked', { provider: row.provider.label }) });
      await revalidator.revalidate();
    } catch (error) {
      notify({ kind: 'error', title: t(socialErrorKey(error)) });
    }
    setBusy(null);
  }

  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
      data-testid="connected-accounts"
    >
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Link2 aria-hidden className="size-5 text-muted" />
        {t('social.connectedAccounts')}
      </h2>
      <p className="text-sm text-muted">{t('social.connectedText')}</p>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.provider.name}
            data-testid="social-connection"
            data-provider={row.provider.name}
            data-connected={Boolean(row.connection)}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-border px-4 py-3"
          >
            <div className="min-w-0 flex-1">
              <p id={`social-${row.provider.name}`} className="font-semibold">
                {row.provider.label}
              </p>
              <p className="truncate text-sm text-muted">
                {row.connection ? (row.connection.displayName ?? t('social.isConnected')) : t('social.notConnected')}
              </p>
            </div>
            {(row.connection || row.canConnect) && (
              <button
                type="button"
                disabled={busy !== null}
                aria-busy={busy === row.provider.name}
                aria-describedby={`social-${row.provider.name}`}
                onClick={() => void act(row)}
                className={buttonSecondary}
              >
                {t(row.connection ? 'social.unlink' : 'social.connect')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
