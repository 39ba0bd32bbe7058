import { requireSession } from '../lib/guards.server';
import type { Route } from './+types/referral';
import { featurePage } from '../ui/feature-page';

const page = featurePage('page.referral.title', 'page.referral.lead');

export const loader = (args: Route.LoaderArgs) => {
  requireSession(args);
  return null;
};
export const meta = page.meta;
export default page.Component;
