import { ArrowLeft } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { BonusView } from '../features/content/bonus-view';
import { contentPage } from '../features/content/content-api.server';
import { recordSeo, seoMeta } from '../features/content/content-meta';
import { LocalizedLink } from '../features/locale/localized-link';
import { useT } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/bonus-welcome-page';

export async function loader(args: Route.LoaderArgs) {
  const locale = routeLocale(args);
  const page = await contentPage(args, 'bonus', locale, args.params.pageIdentity, [
    { field: 'meta.type', operator: '=', value: 'welcome' },
  ]);
  return { page };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? seoMeta(args, recordSeo(args.loaderData.page)) : pageMeta(args, 'error.notFound');

export default function BonusWelcomePage() {
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <BonusView
      record={page}
      termsLabel={t('content.bonus.terms')}
      eyebrow={
        <LocalizedLink
          to="/welcome-package"
          className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-accent hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('content.welcome.back')}
        </LocalizedLink>
      }
    />
  );
}
