import type { Profile } from '@casino/shared/player';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { ConnectedAccounts } from '../features/account/connected-accounts';
import { profileQuery } from '../features/account/profile-query';
import { TwoFactorSettings } from '../features/account/two-factor-settings';
import type { SocialConnection, SocialProviderOption } from '../features/account/social-login';
import { useT } from '../i18n/i18n';
import { usePopup } from '../features/popups/use-popup';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { buttonSecondary } from '../ui/form';
import type { Route } from './+types/profile-settings-account';

export async function loader(args: Route.LoaderArgs) {
  requireSession(args);
  const [connections, providers, profile] = await Promise.all([
    args.context.api<{ data: SocialConnection[] }>('/api/player/social-connections'),
    args.context.api<{ data: SocialProviderOption[] }>('/api/player/social-providers'),
    args.context.api<Profile>('/api/player/profile'),
  ]);
  if (!connections.ok) throw new Response(null, { status: connections.status });
  return {
    connections: connections.data.data,
    providers: providers.ok ? providers.data.data : [],
    profile: profile.ok ? profile.data : null,
  };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.account');

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { open } = usePopup();
  const queryClient = useQueryClient();
  const hasPassword = loaderData.profile?.hasPassword ?? true;
  const action = hasPassword ? 'profile.changePassword' : 'profile.setPassword';
  const openPasswordPopup = () => {
    // The popup reads the profile too: handing it this one saves a request and a title that changes as it loads.
    if (loaderData.profile) queryClient.setQueryData(profileQuery.queryKey, loaderData.profile);
    open('change-pass');
  };
  return (
    <>
      <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <KeyRound aria-hidden className="size-5 text-muted" />
          {t(action)}
        </h2>
        <p className="text-sm text-muted">{t(hasPassword ? 'profile.passwordText' : 'profile.setPasswordText')}</p>
        <button type="button" onClick={openPasswordPopup} className={`${buttonSecondary} self-start`}>
          {t(action)}
        </button>
      </section>
      <TwoFactorSettings hasPassword={hasPassword} />
      <ConnectedAccounts providers={loaderData.providers} connections={loaderData.connections} />
    </>
  );
}
