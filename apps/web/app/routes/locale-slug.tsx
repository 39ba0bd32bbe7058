import { DEFAULT_LOCALE, isSupportedLocale } from '@casino/shared/locales';
import { useLoaderData } from 'react-router';
import { contentPage } from '../features/content/content-api.server';
import { recordSeo, seoMeta } from '../features/content/content-meta';
import { ContentPage } from '../features/content/content-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/locale-slug';

/** `/{locale}/{slug}`; when the first segment is no locale, the whole path is the slug. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, '*': rest } = args.params;
  const page = isSupportedLocale(locale)
    ? await contentPage(args, 'pages', locale, rest)
    : await contentPage(args, 'pages', DEFAULT_LOCALE, `${locale}/${rest}`);
  return { page };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? seoMeta(args, recordSeo(args.loaderData.page)) : pageMeta(args, 'error.notFound');

export default function LocaleSlugPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPage record={page} />;
}
