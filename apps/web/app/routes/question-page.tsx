import { useParams } from 'react-router';
import { useT } from '../i18n/i18n';
import { pageMeta } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/question-page';

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.questions.title');

export default function Page() {
  const t = useT();
  const { pageIdentity } = useParams();
  return <PageFrame title={t('page.questions.title')} lead={pageIdentity} />;
}
