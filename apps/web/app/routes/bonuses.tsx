import { routeLocale } from '../lib/guards.server';
import type { Route } from './+types/bonuses';
import { featurePage } from '../ui/feature-page';

const page = featurePage('page.bonuses.title', 'page.bonuses.lead');

export const loader = (args: Route.LoaderArgs) => {
  routeLocale(args);
  return null;
};
export const meta = page.meta;
export default page.Component;
