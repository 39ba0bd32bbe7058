import { useLoaderData } from 'react-router';
import { ContentArticle, ContentNav } from '../features/content/content-article';
import { contentPage, queryContent } from '../features/content/content-api.server';
import { recordSeo, seoMeta } from '../features/content/content-meta';
import { formatContentDate } from '../features/content/dates';
import { useI18n } from '../i18n/i18n';
import { routeLocale } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/static-page';

export async function loader(args: Route.LoaderArgs) {
  const locale = routeLocale(args);
  const [page, pages] = await Promise.all([
    contentPage(args, 'static', locale, args.params.pageIdentity),
    queryContent(args.context, { kind: 'static', locale, withBody: false }),
  ]);
  return { page, pages: pages.map((p) => ({ to: `/static/${p.pageIdentity}`, label: p.title ?? p.pageIdentity })) };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? seoMeta(args, recordSeo(args.loaderData.page)) : pageMeta(args, 'error.notFound');

export default function StaticPage() {
  const { page, pages } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const updated = formatContentDate(page.meta.updated, locale);
  return (
    <ContentArticle
      record={page}
      nav={<ContentNav label={t('content.static.nav')} entries={pages} current={`/static/${page.pageIdentity}`} />}
    >
      {updated && <p className="text-sm text-muted">{t('content.updated', { date: updated })}</p>}
    </ContentArticle>
  );
}
