import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { Illustration, type IllustrationName } from './illustrations';

export function PageFrame({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
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
