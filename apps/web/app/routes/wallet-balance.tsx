import { BalancePage } from '../features/wallet/balance-page';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/wallet-balance';

export const loader = (args: Route.LoaderArgs) => {
  requireSession(args);
  return null;
};
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.wallet.balance');
export default BalancePage;
