import { useParams } from 'react-router';
import { useT } from '../i18n/i18n';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/sport';

export const loader = (args: Route.LoaderArgs) => gameLineRedirect(args, 'sport');
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.sport.title', 'page.sport.lead');

export default function Sport() {
  const t = useT();
  const slug = useParams()['*'];
  return <PageFrame title={t('page.sport.title')} lead={slug ? slug.replaceAll('/', ' › ') : t('page.sport.lead')} />;
}
