import { MyGamesPage } from '../features/games/my-games-page';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/favorites';

export const loader = (args: Route.LoaderArgs) => gameLineRedirect(args, 'games');
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.favorites.title', 'page.favorites.lead');

export default function Favorites() {
  return <MyGamesPage list="favorites" />;
}
