import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';

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

export function EmptyState({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center text-muted">
      <Inbox aria-hidden className="size-10" />
      <p>{text ?? t('page.empty')}</p>
    </div>
  );
}
