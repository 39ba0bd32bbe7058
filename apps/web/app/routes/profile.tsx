import { Outlet } from 'react-router';
import { useT } from '../i18n/i18n';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import { TabsNav } from '../ui/tabs-nav';
import type { Route } from './+types/profile';

export function loader(args: Route.LoaderArgs) {
  requireSession(args);
  return null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.title');

export default function Profile() {
  const t = useT();
  return (
    <PageFrame title={t('page.profile.title')}>
      <TabsNav
        label={t('page.profile.title')}
        tabs={[
          { to: '/profile/info', labelKey: 'page.profile.info' },
          { to: '/profile/personal', labelKey: 'page.profile.personal' },
          { to: '/profile/limits', labelKey: 'page.profile.limits' },
          { to: '/profile/sessions', labelKey: 'page.profile.sessions' },
          { to: '/profile/settings', labelKey: 'page.profile.settings' },
        ]}
      />
      <Outlet />
    </PageFrame>
  );
}
