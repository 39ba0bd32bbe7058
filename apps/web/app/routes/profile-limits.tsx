import { requireSession } from '../lib/guards.server';
import type { Route } from './+types/profile-limits';
import { featurePage } from '../ui/feature-page';

const page = featurePage('page.profile.limits', undefined, { nested: true });

export const loader = (args: Route.LoaderArgs) => {
  requireSession(args);
  return null;
};
export const meta = page.meta;
export default page.Component;
