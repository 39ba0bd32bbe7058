import { useLoaderData } from 'react-router';
import { queryContent } from '../features/content/content-api.server';
import { seoMeta } from '../features/content/content-meta';
import { OfferCard } from '../features/content/offer-card';
import { useT } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { rootText } from '../lib/meta';
import { EmptyState, PageFrame } from '../ui/page-frame';
import type { Route } from './+types/promotions';

/** Promotions exist for a few locales only (§1); the others read the default locale's. */
export async function loader(args: Route.LoaderArgs) {
  const locale = routeLocale(args);
  return { promotions: await queryContent(args.context, { kind: 'promotions', locale }) };
}

export const meta = (args: Route.MetaArgs) => {
  return seoMeta(args, {
    title: rootText(args, 'page.promotions.title') ?? 'Promotions',
    description: rootText(args, 'page.promotions.lead') ?? null,
    image: args.loaderData?.promotions.find((p) => typeof p.meta.image === 'string')?.meta.image as string | undefined,
    type: 'website',
  });
};

export default function PromotionsPage() {
  const { promotions } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PageFrame title={t('page.promotions.title')} lead={t('page.promotions.lead')}>
      {promotions.length === 0 ? (
        <EmptyState text={t('content.promotions.empty')} />
      ) : (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {promotions.map((promotion) => (
            <OfferCard key={promotion.id} record={promotion} termsLabel={t('content.promotions.terms')} />
          ))}
        </div>
      )}
    </PageFrame>
  );
}
