import { useParams } from 'react-router';
import { useT } from '../i18n/i18n';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/games-params';

export const loader = (args: Route.LoaderArgs) => gameLineRedirect(args, 'games');
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.games.title');

/** `/games/{params}`: a category, collection or filter path of the lobby. */
export default function GamesParams() {
  const t = useT();
  const category = useParams()['*'] ?? '';
  return <PageFrame title={t('page.games.category', { category: category.replaceAll('/', ' / ') })} />;
}
