import { useLoaderData } from 'react-router';
import { contentPage } from '../features/content/content-api.server';
import { recordSeo, seoMeta } from '../features/content/content-meta';
import { ContentPage } from '../features/content/content-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/slug';

/** Content pages by slug (§2 `/{slug}`, last); a slug with no page is a redirect or the §8 404. */
export async function loader(args: Route.LoaderArgs) {
  return { page: await contentPage(args, 'pages', 'en', args.params['*']) };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? seoMeta(args, recordSeo(args.loaderData.page)) : pageMeta(args, 'error.notFound');

export default function SlugPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPage record={page} />;
}
