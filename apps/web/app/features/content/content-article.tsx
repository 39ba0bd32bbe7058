import type { ContentRecord } from '@casino/shared/content';
import type { ReactNode } from 'react';
import { LocalizedLink } from '../locale/localized-link';
import { ContentBody } from './content-body';
import { useFallbackLanguage } from './fallback-language';

export interface NavEntry {
  to: string;
  label: string;
}

/** Sibling pages of a content page: a column beside the text on wide screens, a row of chips on phones. */
export function ContentNav({ label, entries, current }: { label: string; entries: NavEntry[]; current: string }) {
  return (
    <nav aria-label={label} className="lg:sticky lg:top-20 lg:self-start">
      <ul className="-mx-1 flex gap-2 relative overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {entries.map((entry) => {
          const active = entry.to === current;
          return (
            <li key={entry.to} className="shrink-0">
              <LocalizedLink
                to={entry.to}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-accent lg:whitespace-normal ${
                  active ? 'bg-accent/15 text-accent' : 'bg-surface text-muted hover:text-text lg:bg-transparent'
                }`}
              >
                {entry.label}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A Markdown page from the content store: title, lead, text, and optional siblings beside it. */
export function ContentArticle({
  record,
  nav,
  eyebrow,
  children,
}: {
  record: ContentRecord;
  nav?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  const language = useFallbackLanguage(record);
  return (
    <div
      className={nav ? 'grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10' : ''}
    >
      {nav}
      <article className="flex min-w-0 flex-col gap-6" data-testid="content-article" {...language}>
        <header className="flex flex-col gap-2">
          {eyebrow}
          <h1 className="text-2xl font-bold sm:text-3xl">{record.title ?? record.pageIdentity}</h1>
          {record.description && <p className="text-lg text-muted">{record.description}</p>}
        </header>
        {record.body && record.body.length > 0 && (
          <div className="rounded-2xl border border-border bg-surface px-5 py-6 sm:px-8">
            <ContentBody nodes={record.body} />
          </div>
        )}
        {children}
      </article>
    </div>
  );
}
