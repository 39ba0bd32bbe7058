import { gameLineRedirect } from '../lib/guards.server';
import type { Route } from './+types/recently-played';
import { featurePage } from '../ui/feature-page';

const page = featurePage('page.recentlyPlayed.title', 'page.recentlyPlayed.lead');

export const loader = (args: Route.LoaderArgs) => gameLineRedirect(args, 'games');
export const meta = page.meta;
export default page.Component;
