import { MESSAGE_PAGE_SIZE } from '@casino/shared/notification';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { MessageItem } from './message-item';
import { useChangeMessages, useMessages } from './messages-api';

const toolButton =
  'rounded-lg border border-border px-3 py-1.5 text-sm font-semibold hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-accent';

/** Every message, a page at a time: select some to mark read or delete, or mark all read. */
export function MessagesSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useMessages(page, MESSAGE_PAGE_SIZE, open);
  const change = useChangeMessages();
  const messages = list.data?.data ?? [];
  const meta = list.data?.meta;
  // A page emptied by deleting falls back to the last page that exists.
  const lastPage = meta?.totalPages ?? 1;
  if (meta && page > lastPage) setPage(lastPage);

  const ids = [...selected].filter((id) => messages.some((m) => m.id === id));
  const allSelected = messages.length > 0 && ids.length === messages.length;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const act = (kind: 'read' | 'delete') => change.mutate({ kind, ids }, { onSuccess: () => setSelected(new Set()) });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="messages-sheet"
          className="fixed inset-y-0 end-0 z-[1001] flex w-full flex-col bg-surface shadow-2xl focus:outline-none xs:w-[28rem] xs:border-s xs:border-border"
        >
          <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t('notifications.allTitle')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('notifications.close')}
              className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-2">
            <label className="me-auto flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--accent)]"
                checked={allSelected}
                disabled={messages.length === 0}
                onChange={() => setSelected(allSelected ? new Set() : new Set(messages.map((m) => m.id)))}
              />
              {t('notifications.selectPage')}
            </label>
            <button
              type="button"
              className={toolButton}
              disabled={ids.length === 0 || change.isPending}
              onClick={() => act('read')}
            >
              {t('notifications.markSelectedRead')}
            </button>
            <button
              type="button"
              className={toolButton}
              disabled={ids.length === 0 || change.isPending}
              onClick={() => act('delete')}
            >
              {t('notifications.deleteSelected')}
            </button>
            <button
              type="button"
              className={toolButton}
              disabled={!meta?.totalUnread || change.isPending}
              onClick={() => change.mutate({ kind: 'read-all' })}
            >
              {t('notifications.markAllRead')}
            </button>
          </div>
          {change.isError && (
            <p role="alert" className="border-b border-border bg-danger/10 px-4 py-2 text-sm text-danger">
              {t('notifications.changeFailed')}
            </p>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={list.isFetching}>
            {list.isPending ? (
              <ul className="space-y-3 p-4">
                {[0, 1, 2, 3].map((i) => (
                  <li key={i} className="h-14 animate-pulse rounded-md bg-surface-2" />
                ))}
              </ul>
            ) : list.isError ? (
              <div className="space-y-2 p-4 text-sm" role="alert">
                <p className="text-muted">{t('notifications.loadFailed')}</p>
                <button type="button" className={toolButton} onClick={() => void list.refetch()}>
                  {t('notifications.retry')}
                </button>
              </div>
            ) : messages.length === 0 ? (
              <p className="p-8 text-center text-sm text-muted">{t('notifications.empty')}</p>
            ) : (
              <ul>
                {messages.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    leading={
                      <input
                        type="checkbox"
                        className="mt-1 size-4 shrink-0 accent-[var(--accent)]"
                        aria-label={t('notifications.select', { title: message.content.title })}
                        checked={selected.has(message.id)}
                        onChange={() => toggle(message.id)}
                      />
                    }
                  />
                ))}
              </ul>
            )}
          </div>
          {meta && meta.totalPages > 1 && (
            <nav
              aria-label={t('notifications.pages')}
              className="flex items-center justify-between gap-2 border-t border-border px-4 py-2 text-sm"
            >
              <button
                type="button"
                className={toolButton}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                aria-label={t('notifications.previous')}
              >
                <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              </button>
              <span>{t('notifications.pageOf', { page, pages: meta.totalPages })}</span>
              <button
                type="button"
                className={toolButton}
                disabled={page >= meta.totalPages}
                onClick={() => setPage(page + 1)}
                aria-label={t('notifications.next')}
              >
                <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </button>
            </nav>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
