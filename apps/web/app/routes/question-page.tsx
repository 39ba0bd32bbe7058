import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ContentArticle, ContentNav } from '../features/content/content-article';
import { contentPage, queryContent } from '../features/content/content-api.server';
import { recordSeo, seoMeta } from '../features/content/content-meta';
import { LocalizedLink } from '../features/locale/localized-link';
import { pageLocale } from '../features/locale/page-locale.server';
import { useT } from '../i18n/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/question-page';

/** One FAQ page; no locale prefix (§2), so the locale comes from the visitor. */
export async function loader(args: Route.LoaderArgs) {
  const locale = pageLocale(args.request);
  const [page, questions] = await Promise.all([
    contentPage(args, 'question-pages', locale, args.params.pageIdentity),
    queryContent(args.context, { kind: 'question-pages', locale, withBody: false }),
  ]);
  return {
    page,
    questions: questions.map((q) => ({ to: `/questions/${q.pageIdentity}`, label: q.title ?? q.pageIdentity })),
  };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? seoMeta(args, recordSeo(args.loaderData.page)) : pageMeta(args, 'error.notFound');

export default function QuestionPage() {
  const { page, questions } = useLoaderData<typeof loader>();
  const t = useT();
  const category = typeof page.meta.category === 'string' ? page.meta.category : null;
  return (
    <ContentArticle
      record={page}
      eyebrow={
        <LocalizedLink
          to="/questions"
          className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-accent hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('content.questions.back')}
          {category && <span className="text-muted"> · {category}</span>}
        </LocalizedLink>
      }
      nav={
        <ContentNav
          label={t('content.questions.nav')}
          entries={questions}
          current={`/questions/${page.pageIdentity}`}
        />
      }
    >
      <aside className="flex items-center gap-4 rounded-2xl bg-accent/10 p-5">
        <LifeBuoy aria-hidden className="size-8 shrink-0 text-accent" />
        <div className="flex flex-1 flex-col gap-1">
          <p className="font-semibold">{t('content.questions.helpTitle')}</p>
          <p className="text-sm text-muted">{t('content.questions.helpText')}</p>
        </div>
        <LocalizedLink
          to="/support"
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('content.questions.helpLink')}
        </LocalizedLink>
      </aside>
    </ContentArticle>
  );
}
