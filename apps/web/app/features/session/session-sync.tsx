import { useEffect } from 'react';
import { setSessionLostListener } from './api-client';
import { SESSION_CHANGE_KEY, parseSessionChange } from './session-events';
import { dropSession, localeHome } from './use-session';

/**
 * Keeps tabs in step (§4): a logged-out tab reloads when another logs in; a
 * logged-in tab goes home when another logs out. A 401/403 from the API removes
 * the session and opens sign-in on the home page (§8).
 */
export function SessionSync({ isLoggedIn }: { isLoggedIn: boolean }) {
  useEffect(() => {
    setSessionLostListener(() => {
      dropSession();
      window.location.assign(`${localeHome()}?sign-in=true`);
    });
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_CHANGE_KEY) return;
      const change = parseSessionChange(event.newValue);
      if (change === 'login' && !isLoggedIn) window.location.reload();
      if (change === 'logout' && isLoggedIn) window.location.assign(localeHome());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [isLoggedIn]);

  return null;
}
