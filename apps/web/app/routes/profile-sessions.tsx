import { requireSession } from '../lib/guards.server';
import type { Route } from './+types/profile-sessions';
import { featurePage } from '../ui/feature-page';

const page = featurePage('page.profile.sessions');

export const loader = (args: Route.LoaderArgs) => {
  requireSession(args);
  return null;
};
export const meta = page.meta;
export default page.Component;
