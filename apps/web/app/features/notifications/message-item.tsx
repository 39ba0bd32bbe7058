import { NOTIFICATION_STATE, type MessageView } from '@casino/shared/notification';
import type { ReactNode } from 'react';
import { LocalDateTime } from '../../ui/local-date-time';

/** One message: bold with a dot while unread; `leading` holds a checkbox in the full list. */
export function MessageItem({
  message,
  onOpen,
  leading,
}: {
  message: MessageView;
  onOpen?: () => void;
  leading?: ReactNode;
}) {
  const unread = message.state === NOTIFICATION_STATE.unread;
  const text = (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-start">
      <span className="flex items-start gap-2">
        <span
          dir="auto"
          className={`min-w-0 flex-1 break-words text-sm ${unread ? 'font-bold' : 'font-medium text-muted'}`}
        >
          {message.content.title}
        </span>
        {unread && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />}
      </span>
      {message.content.body && (
        <span dir="auto" className="line-clamp-3 text-sm text-muted">
          {message.content.body}
        </span>
      )}
      <span className="text-xs text-muted">
        <LocalDateTime iso={message.createdAt} />
      </span>
    </span>
  );
  return (
    <li
      className="flex items-start gap-3 border-b border-border px-4 py-3 last:border-b-0"
      data-testid="notification-message"
      data-state={unread ? 'unread' : 'read'}
    >
      {leading}
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          className="flex min-w-0 flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {text}
        </button>
      ) : (
        text
      )}
    </li>
  );
}
