import { ChevronRight } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { queryContent } from '../features/content/content-api.server';
import { seoMeta } from '../features/content/content-meta';
import { groupQuestions } from '../features/content/questions';
import { LocalizedLink } from '../features/locale/localized-link';
import { pageLocale } from '../features/locale/page-locale.server';
import { useT } from '../i18n/i18n';
import { rootText } from '../lib/meta';
import { PageFrame } from '../ui/page-frame';
import type { Route } from './+types/questions';

/** The FAQ list; like its pages it has no locale prefix (§2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const records = await queryContent(context, { kind: 'question-pages', locale: pageLocale(request), withBody: false });
  return { groups: groupQuestions(records) };
}

export const meta = (args: Route.MetaArgs) => {
  return seoMeta(args, {
    title: rootText(args, 'page.questions.title') ?? 'FAQ',
    description: rootText(args, 'page.questions.lead') ?? null,
    type: 'website',
  });
};

export default function QuestionsPage() {
  const { groups } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PageFrame title={t('page.questions.title')} lead={t('page.questions.lead')}>
      <div className="flex flex-col gap-8" data-testid="questions-list">
        {groups.map((group) => (
          <section key={group.category ?? ''} className="flex flex-col gap-3">
            {group.category && <h2 className="text-lg font-bold">{group.category}</h2>}
            <ul className="grid gap-3 md:grid-cols-2">
              {group.questions.map((q) => (
                <li key={q.pageIdentity}>
                  <LocalizedLink
                    to={`/questions/${q.pageIdentity}`}
                    className="group flex h-full items-center gap-4 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="font-semibold group-hover:text-accent">{q.title}</span>
                      {q.description && <span className="text-sm text-muted">{q.description}</span>}
                    </span>
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-muted rtl:rotate-180" />
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
