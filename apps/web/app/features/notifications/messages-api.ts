import { POPOVER_MESSAGES, type MessagePage, type MessageView } from '@casino/shared/notification';
import { playerChannel } from '@casino/shared/push';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { usePushEvent } from '../push/use-push';

const MESSAGES = ['notification', 'messages'] as const;

export function messagesKey(page: number, perPage: number) {
  return [...MESSAGES, page, perPage] as const;
}

export function useMessages(page: number, perPage: number, enabled = true) {
  return useQuery({
    queryKey: messagesKey(page, perPage),
    queryFn: () => api<MessagePage>(`/api/notification/messenger/messages?page=${page}&perPage=${perPage}`),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** The popover's data: the latest three and the unread count. */
export function useLatestMessages() {
  return useMessages(1, POPOVER_MESSAGES);
}

function setUnread(client: QueryClient, totalUnread: number) {
  client.setQueriesData<MessagePage>({ queryKey: MESSAGES }, (page) =>
    page ? { ...page, meta: { ...page.meta, totalUnread } } : page,
  );
}

type Change = { kind: 'read'; ids: string[] } | { kind: 'read-all' } | { kind: 'delete'; ids: string[] };

/** Mark one, several or all read, or delete: the answer carries the new unread count. */
export function useChangeMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      if (change.kind === 'read-all') {
        return api<{ meta: { totalUnread: number } }>('/api/notification/messenger/messages/read/all', {
          method: 'POST',
        });
      }
      return api<{ meta: { totalUnread: number } }>(
        change.kind === 'read' ? '/api/notification/messenger/messages/read' : '/api/notification/messenger/messages',
        { method: change.kind === 'read' ? 'POST' : 'DELETE', body: { messageIds: change.ids } },
      );
    },
    onSuccess: async ({ meta }) => {
      setUnread(client, meta.totalUnread);
      await client.invalidateQueries({ queryKey: MESSAGES });
    },
  });
}

/**
 * A live message (§4): the unread count goes up by one, the popover keeps the
 * latest three, and a success alert shows its title.
 */
export function useLiveMessages(playerId: string) {
  const client = useQueryClient();
  usePushEvent<MessageView>(playerChannel('messenger:notifications', playerId), 'notification', (message) => {
    client.setQueryData<MessagePage>(messagesKey(1, POPOVER_MESSAGES), (page) =>
      page
        ? {
            data: [message, ...page.data.filter((m) => m.id !== message.id)].slice(0, POPOVER_MESSAGES),
            meta: { ...page.meta, totalRows: page.meta.totalRows + 1, totalUnread: page.meta.totalUnread + 1 },
          }
        : page,
    );
    void client.invalidateQueries({
      queryKey: MESSAGES,
      predicate: (query) => query.queryKey[3] !== POPOVER_MESSAGES,
    });
    notify({ kind: 'success', title: message.content.title });
  });
}
