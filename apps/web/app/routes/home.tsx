import { DEFAULT_LOCALE, isSupportedLocale } from '@casino/shared/locales';
import { Dices, Trophy } from 'lucide-react';
import { lazy } from 'react';
import { useLoaderData } from 'react-router';
import { contentPage } from '../features/content/content-api.server';
import { recordSeo, seoMeta } from '../features/content/content-meta';
import { HomeSlider } from '../features/content/home-slider';
import { ROW_SIZE } from '../features/games/game-row';
import { gameKeys } from '../features/games/games-queries';
import { HomeCasino } from '../features/games/home-casino';
import { HomeSport } from '../features/sport/home-sport';
import { loadHome } from '../features/content/home.server';
import { LocalizedLink } from '../features/locale/localized-link';
import { useT } from '../i18n/i18n';
import { pageMeta, type MetaArgs } from '../lib/meta';
import { HydrateApart } from '../lib/hydrate-apart';
import { useRootData } from '../lib/root-data';
import { useSeedQueries } from '../lib/use-seed-queries';
import type { Route } from './+types/home';

type HomeData = Awaited<ReturnType<typeof loadHome>>;

/**
 * Shown only at a one-segment content page (`/about`), which shares this route module with home:
 * home does not wait for its code. On such a page the main column hydrates once it is here.
 */
const ContentPage = lazy(() =>
  import('../features/content/content-page').then(({ ContentPage }) => ({ default: ContentPage })),
);

/**
 * `/` and `/{locale}` are home, one route module for both (issue 14: one chunk for home to load,
 * not a route chunk of each and a third they share); a first segment that is no locale is a
 * one-segment content page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale } = args.params;
  if (locale === undefined || isSupportedLocale(locale))
    return { view: 'home' as const, ...(await loadHome(args.context, locale ?? DEFAULT_LOCALE)) };
  return { view: 'page' as const, page: await contentPage(args, 'pages', DEFAULT_LOCALE, locale) };
}

function homeMeta(args: MetaArgs & { location: { pathname: string } }, data: HomeData | undefined) {
  if (!data?.seo?.title) return pageMeta(args, 'nav.home', 'home.lead');
  const { title, description, image } = data.seo;
  return seoMeta(args, { title, description, image: typeof image === 'string' ? image : null, type: 'website' });
}

export const meta = (args: Route.MetaArgs) => {
  const data = args.loaderData;
  return data?.view === 'page' ? seoMeta(args, recordSeo(data.page)) : homeMeta(args, data);
};

function HomeView({ slides, rows, readAt }: Pick<HomeData, 'slides' | 'rows' | 'readAt'>) {
  const t = useT();
  const { customer } = useRootData()!;
  useSeedQueries(
    Object.entries(rows).map(([collection, page]) => [gameKeys.list({ collection }, ROW_SIZE), page] as const),
    readAt,
  );
  const cards = [
    !customer.isGamesDisabled && { to: '/games', icon: Dices, title: t('home.casinoCta'), text: t('home.casinoText') },
    !customer.isSportsDisabled && { to: '/sport', icon: Trophy, title: t('home.sportCta'), text: t('home.sportText') },
  ].filter((c) => c !== false);
  return (
    <div className="flex flex-col gap-8">
      {slides.length > 0 ? (
        <HydrateApart>
          <HomeSlider slides={slides} />
        </HydrateApart>
      ) : (
        <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-accent/25 via-surface to-gold/20 px-6 py-12 sm:px-10 sm:py-16">
          <h1 className="max-w-xl text-3xl font-black tracking-tight sm:text-5xl">
            {t('home.title', { project: customer.projectName })}
          </h1>
          <p className="mt-4 max-w-lg text-lg text-muted">{t('home.lead')}</p>
        </section>
      )}
      {slides.length > 0 && <h1 className="sr-only">{t('home.title', { project: customer.projectName })}</h1>}
      {!customer.isGamesDisabled && (
        <HydrateApart>
          <HomeCasino />
        </HydrateApart>
      )}
      {!customer.isSportsDisabled && (
        <HydrateApart>
          <HomeSport />
        </HydrateApart>
      )}
      <section className="grid gap-4 sm:grid-cols-2">
        {cards.map(({ to, icon: Icon, title, text }) => (
          <LocalizedLink
            key={to}
            to={to}
            className="group flex items-start gap-4 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
              <Icon aria-hidden className="size-6" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="text-lg font-bold group-hover:text-accent">{title}</span>
              <span className="text-sm text-muted">{text}</span>
            </span>
          </LocalizedLink>
        ))}
      </section>
    </div>
  );
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return data.view === 'home' ? (
    <HomeView slides={data.slides} rows={data.rows} readAt={data.readAt} />
  ) : (
    <ContentPage record={data.page} />
  );
}
