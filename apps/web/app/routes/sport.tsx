import { useLoaderData } from 'react-router';
import { loadSportPage } from '../features/sport/sport-page.server';
import { SportsbookPage } from '../features/sport/sportsbook-page';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/sport';

export async function loader(args: Route.LoaderArgs) {
  gameLineRedirect(args, 'sport');
  return loadSportPage(args);
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.sport.title', 'page.sport.lead');

export default function Sport() {
  const data = useLoaderData<typeof loader>();
  return <SportsbookPage data={data} />;
}
