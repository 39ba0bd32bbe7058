import { useLoaderData } from 'react-router';
import { ROW_SIZE } from '../features/games/game-row';
import { LobbyPage } from '../features/games/lobby-page';
import { loadLobby } from '../features/games/lobby.server';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/games';

export async function loader(args: Route.LoaderArgs) {
  gameLineRedirect(args, 'games');
  return loadLobby(args.context, ROW_SIZE);
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.games.title', 'page.games.lead');

export default function Games() {
  const { collections, rows } = useLoaderData<typeof loader>();
  return <LobbyPage initialCollections={collections} rows={rows} />;
}
