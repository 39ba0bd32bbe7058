import { HistoryPage } from '../features/history/history-page';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/wallet-history';

export const loader = (args: Route.LoaderArgs) => {
  requireSession(args);
  return null;
};

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.wallet.history');

export default function WalletHistory() {
  return <HistoryPage />;
}
