import { Verifier } from '../features/originals/verifier';
import { useT } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { rootText } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/provably-fair';

export const loader = (args: Route.LoaderArgs) => {
  routeLocale(args);
  return null;
};

export const meta = (args: Route.MetaArgs) => {
  return [{ title: rootText(args, 'originals.verifier.title') ?? 'Provably fair' }];
};

export default function ProvablyFairPage() {
  const t = useT();
  return (
    <PageFrame title={t('originals.verifier.title')} lead={t('originals.verifier.lead')}>
      <Verifier />
    </PageFrame>
  );
}
