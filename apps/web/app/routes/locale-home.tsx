import { DEFAULT_LOCALE, isSupportedLocale } from '@casino/shared/locales';
import { useLoaderData } from 'react-router';
import { contentPage } from '../features/content/content-api.server';
import { recordSeo, seoMeta } from '../features/content/content-meta';
import { ContentPage } from '../features/content/content-page';
import { loadHome } from '../features/content/home.server';
import type { Route } from './+types/locale-home';
import { homeMeta, HomeView } from './home';

/** `/{locale}` is the home page; a first segment that is no locale is a one-segment content page. */
export async function loader(args: Route.LoaderArgs) {
  const { locale } = args.params;
  if (isSupportedLocale(locale)) return { view: 'home' as const, ...(await loadHome(args.context, locale)) };
  return { view: 'page' as const, page: await contentPage(args, 'pages', DEFAULT_LOCALE, locale) };
}

export const meta = (args: Route.MetaArgs) => {
  const data = args.loaderData;
  if (data?.view === 'page') return seoMeta(args, recordSeo(data.page));
  return homeMeta(args, data);
};

export default function LocaleHome() {
  const data = useLoaderData<typeof loader>();
  return data.view === 'home' ? (
    <HomeView slides={data.slides} rows={data.rows} readAt={data.readAt} />
  ) : (
    <ContentPage record={data.page} />
  );
}
