import { useLoaderData } from 'react-router';
import { queryContent } from '../features/content/content-api.server';
import { seoMeta } from '../features/content/content-meta';
import { offerOf } from '../features/content/offer';
import { ctaClass } from '../features/content/offer-card';
import { LocalizedLink } from '../features/locale/localized-link';
import { useT } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { rootText } from '../lib/meta';
import { EmptyState, PageFrame } from '../ui/page-frame';
import type { Route } from './+types/welcome-package';

export async function loader(args: Route.LoaderArgs) {
  const locale = routeLocale(args);
  const packs = await queryContent(args.context, {
    kind: 'bonus',
    locale,
    where: [{ field: 'meta.type', operator: '=', value: 'welcome' }],
    withBody: false,
  });
  return { packs };
}

export const meta = (args: Route.MetaArgs) => {
  return seoMeta(args, {
    title: rootText(args, 'page.welcomePackage.title') ?? 'Welcome package',
    description: rootText(args, 'page.welcomePackage.lead') ?? null,
    type: 'website',
  });
};

export default function WelcomePackagePage() {
  const { packs } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PageFrame title={t('page.welcomePackage.title')} lead={t('page.welcomePackage.lead')}>
      {packs.length === 0 ? (
        <EmptyState />
      ) : (
        <ol className="grid gap-5 md:grid-cols-3" data-testid="welcome-packs">
          {packs.map((pack, index) => {
            const offer = offerOf(pack);
            return (
              <li
                key={pack.id}
                className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 transition-colors hover:border-accent"
              >
                <span className="grid size-10 place-items-center rounded-full bg-accent text-lg font-black text-accent-contrast">
                  {offer.step ?? index + 1}
                </span>
                <p className="text-sm font-semibold text-muted">
                  {t('content.welcome.step', { step: offer.step ?? index + 1 })}
                </p>
                <h2 className="text-xl font-bold">{pack.title ?? pack.pageIdentity}</h2>
                {offer.highlight && <p className="text-2xl font-black text-accent">{offer.highlight}</p>}
                {pack.description && <p className="text-muted">{pack.description}</p>}
                <LocalizedLink to={`/bonus/welcome/${pack.pageIdentity}`} className={`${ctaClass} mt-auto`}>
                  {t('content.welcome.details')}
                </LocalizedLink>
              </li>
            );
          })}
        </ol>
      )}
    </PageFrame>
  );
}
