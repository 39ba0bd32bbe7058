import { Outlet } from 'react-router';
import { useT } from '../i18n/i18n';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import { TabsNav } from '../ui/tabs-nav';
import type { Route } from './+types/wallet';

export function loader(args: Route.LoaderArgs) {
  requireSession(args);
  return null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.wallet.title', 'page.wallet.lead');

export default function Wallet() {
  const t = useT();
  return (
    <PageFrame title={t('page.wallet.title')} lead={t('page.wallet.lead')}>
      <TabsNav
        label={t('page.wallet.title')}
        tabs={[
          { to: '/wallet/balance', labelKey: 'page.wallet.balance' },
          { to: '/wallet/history', labelKey: 'page.wallet.history' },
        ]}
      />
      <Outlet />
    </PageFrame>
  );
}
