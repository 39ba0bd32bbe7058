import { useEffect } from 'react';
import { optInToWebPush, registerServiceWorker } from './web-push';

/** Registers the service worker and, for a signed-in player not opted in yet, asks for push permission. */
export function WebPushSetup({ playerId }: { playerId: string | null }) {
  useEffect(() => {
    if (playerId) optInToWebPush(playerId).catch(() => undefined);
    else registerServiceWorker().catch(() => undefined);
  }, [playerId]);
  return null;
}
