import { useParams } from 'react-router';
import { useT } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/bonus-page';

export function loader(args: Route.LoaderArgs) {
  routeLocale(args);
  return null;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.bonus.title');

export default function Page() {
  const t = useT();
  const { pageIdentity } = useParams();
  return <PageFrame title={t('page.bonus.title')} lead={pageIdentity} />;
}
