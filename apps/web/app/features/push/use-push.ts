import type { PushEvent } from '@casino/shared/push';
import { useEffect, useRef } from 'react';
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
