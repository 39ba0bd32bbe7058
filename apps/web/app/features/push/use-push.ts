import type { PushEvent } from '@casino/shared/push';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { pushClient } from './push-client';

/**
 * Runs `handler` for each `event` on `channel` while the component is mounted; no
 * channel (e.g. a guest's player channel) means no listening.
 */
export function usePushEvent<T>(channel: string | null, event: PushEvent, handler: (data: T) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return pushClient.listen(channel, event, (data) => latest.current(data as T));
  }, [channel, event]);
}

/** Whether the push channel is connected now (false while server rendering). */
export function usePushConnected(): boolean {
  return useSyncExternalStore(
    (listener) => pushClient.onStateChange(listener),
    () => pushClient.connected,
    () => false,
  );
}
