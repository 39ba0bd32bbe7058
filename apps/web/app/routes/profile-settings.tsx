import { Outlet } from 'react-router';
import { useT } from '../i18n/i18n';
import { requireSession } from '../lib/guards.server';
import { TabsNav } from '../ui/tabs-nav';
import type { Route } from './+types/profile-settings';

export function loader(args: Route.LoaderArgs) {
  requireSession(args);
  return null;
}

export default function ProfileSettings() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <TabsNav
        label={t('page.profile.settings')}
        tabs={[
          { to: '/profile/settings/account', labelKey: 'page.profile.account' },
          { to: '/profile/settings/notifications', labelKey: 'page.profile.notifications' },
        ]}
      />
      <Outlet />
    </div>
  );
}
