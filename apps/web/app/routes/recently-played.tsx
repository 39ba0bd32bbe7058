import { MyGamesPage } from '../features/games/my-games-page';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/recently-played';

export const loader = (args: Route.LoaderArgs) => gameLineRedirect(args, 'games');
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.recentlyPlayed.title', 'page.recentlyPlayed.lead');

export default function RecentlyPlayed() {
  return <MyGamesPage list="played" />;
}
