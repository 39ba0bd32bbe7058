import { gameLineRedirect } from '../lib/guards.server';
import type { Route } from './+types/games-providers';
import { featurePage } from '../ui/feature-page';

const page = featurePage('page.games.providers');

export const loader = (args: Route.LoaderArgs) => gameLineRedirect(args, 'games');
export const meta = page.meta;
export default page.Component;
