import { KeyRound } from 'lucide-react';
import { useT } from '../i18n/i18n';
import { usePopup } from '../features/popups/use-popup';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { buttonSecondary } from '../ui/form';
import type { Route } from './+types/profile-settings-account';

export function loader(args: Route.LoaderArgs) {
  requireSession(args);
  return null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.account');

export default function AccountSettings() {
  const t = useT();
  const { open } = usePopup();
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <KeyRound aria-hidden className="size-5 text-muted" />
        {t('profile.changePassword')}
      </h2>
      <p className="text-sm text-muted">{t('profile.passwordText')}</p>
      <button type="button" onClick={() => open('change-pass')} className={`${buttonSecondary} self-start`}>
        {t('profile.changePassword')}
      </button>
    </section>
  );
}
