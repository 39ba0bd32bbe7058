import { useLoaderData } from 'react-router';
import { seoMeta } from '../features/content/content-meta';
import { GamePage } from '../features/games/game-page';
import type { GameInfo } from '../features/games/game-types';
import { isIdentity } from '../features/games/games-params';
import { gameLineRedirect } from '../lib/guards.server';
import { notFound } from '../lib/http.server';
import type { Route } from './+types/game';

/** `/game/{id}`: an unknown or disabled game is the 404 page, with a real 404 status. */
export async function loader(args: Route.LoaderArgs) {
  gameLineRedirect(args, 'games');
  const { id } = args.params;
  if (!isIdentity(id)) notFound(args.request);
  const response = await args.context.api<GameInfo>(`/api/game/games/${encodeURIComponent(id)}`);
  if (response.status === 404) notFound(args.request);
  if (!response.ok) throw new Response(null, { status: response.status });
  return { game: response.data };
}

export const meta = (args: Route.MetaArgs) => {
  const game = args.loaderData?.game;
  if (!game) return [];
  return seoMeta(args, {
    title: `${game.name} – ${game.provider.name}`,
    image: game.bannerImage ?? game.tileImage,
    type: 'website',
  });
};

export default function Game() {
  const { game } = useLoaderData<typeof loader>();
  return <GamePage key={game.identity} initialGame={game} />;
}
