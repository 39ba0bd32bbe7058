import { NOTIFICATION_STATE } from '@casino/shared/notification';
import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { MessageItem } from './message-item';
import { useChangeMessages, useLatestMessages, useLiveMessages } from './messages-api';
import { MessagesSheet } from './messages-sheet';

const linkButton =
  'rounded-md px-2 py-1 text-sm font-semibold text-accent hover:bg-surface-2 disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-accent';

/** The bell with the unread count and a popover of the latest three messages (§4, §9). */
export function NotificationBell({ playerId }: { playerId: string }) {
  const t = useT();
  useLiveMessages(playerId);
  const latest = useLatestMessages();
  const change = useChangeMessages();
  const [open, setOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const unread = latest.data?.meta.totalUnread ?? 0;
  const messages = latest.data?.data ?? [];

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={t('notifications.bell', { count: unread })}
          data-testid="notification-bell"
          className="relative rounded-lg p-1.5 text-muted xs:p-2 hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-surface-2 data-[state=open]:text-text"
        >
          <Bell aria-hidden className="size-5" />
          {unread > 0 && (
            <span
              data-testid="notification-unread"
              className="absolute -end-0.5 -top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-danger-contrast"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            data-testid="notification-popover"
            className="z-[900] w-[22rem] max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-border bg-surface shadow-2xl focus:outline-none"
          >
            <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
              <h2 className="font-bold">{t('notifications.title')}</h2>
              <button
                type="button"
                className={linkButton}
                disabled={unread === 0 || change.isPending}
                onClick={() => change.mutate({ kind: 'read-all' })}
              >
                {t('notifications.markAllRead')}
              </button>
            </div>
            {latest.isPending ? (
              <ul aria-busy className="space-y-3 p-4">
                {[0, 1, 2].map((i) => (
                  <li key={i} className="h-10 animate-pulse rounded-md bg-surface-2" />
                ))}
              </ul>
            ) : latest.isError ? (
              <div className="space-y-2 p-4 text-sm" role="alert">
                <p className="text-muted">{t('notifications.loadFailed')}</p>
                <button type="button" className={linkButton} onClick={() => void latest.refetch()}>
                  {t('notifications.retry')}
                </button>
              </div>
            ) : messages.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted">{t('notifications.empty')}</p>
            ) : (
              <ul>
                {messages.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    onOpen={
                      message.state === NOTIFICATION_STATE.unread
                        ? () => change.mutate({ kind: 'read', ids: [message.id] })
                        : undefined
                    }
                  />
                ))}
              </ul>
            )}
            <div className="border-t border-border p-2">
              <button
                type="button"
                className={`${linkButton} w-full py-2`}
                data-testid="notification-view-all"
                onClick={() => {
                  setOpen(false);
                  setSheetOpen(true);
                }}
              >
                {t('notifications.viewAll')}
              </button>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <MessagesSheet open={sheetOpen} onOpenChange={setSheetOpen} />
    </>
  );
}
