import { useParams } from 'react-router';
import { useT } from '../i18n/i18n';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/game';

export const loader = (args: Route.LoaderArgs) => gameLineRedirect(args, 'games');
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.game.title');

export default function Game() {
  const t = useT();
  const { id } = useParams();
  return <PageFrame title={`${t('page.game.title')}: ${id}`} />;
}
