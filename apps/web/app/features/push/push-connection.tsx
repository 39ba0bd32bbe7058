import { useEffect } from 'react';
import { TOKEN_CHANGE_EVENT } from '../session/token-store';
import { pushClient } from './push-client';

/**
 * Opens the push channel on mount (§9) and re-authenticates it whenever this tab's
 * token changes: login, logout (§4: reconnect on logout) and refresh.
 */
export function PushConnection() {
  useEffect(() => {
    pushClient.start();
    const onTokenChange = () => pushClient.reauthenticate();
    window.addEventListener(TOKEN_CHANGE_EVENT, onTokenChange);
    return () => window.removeEventListener(TOKEN_CHANGE_EVENT, onTokenChange);
  }, []);
  return null;
}
