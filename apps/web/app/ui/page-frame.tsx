import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { Illustration, type IllustrationName } from './illustrations';

/** A page's frame: one h1 per page, or an h2 when the frame sits inside another page's frame. */
export function PageFrame({
  title,
  lead,
  level = 1,
  children,
}: {
  title: string;
  lead?: string;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <Heading className={level === 1 ? 'text-2xl font-black tracking-tight sm:text-3xl' : 'text-xl font-bold'}>
          {title}
        </Heading>
        {lead && <p className="text-muted">{lead}</p>}
      </header>
      {children ?? <EmptyState />}
    </article>
  );
}

export function EmptyState({
  text,
  illustration = 'empty',
  children,
}: {
  text?: string;
  illustration?: IllustrationName;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-12 text-center text-muted"
    >
      <Illustration name={illustration} />
      <p className="max-w-sm">{text ?? t('page.empty')}</p>
      {children}
    </div>
  );
}
