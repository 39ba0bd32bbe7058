import { useEffect, useRef } from 'react';
import { challengeOf, savePendingChallenge } from '../account/two-factor-api';
import { rememberSessionLimitEnd } from '../limits/session-ended';
import { api, setSessionLostListener } from './api-client';
import { telegramInitData } from './telegram';
import { readToken } from './token-store';
import { SESSION_CHANGE_KEY, parseSessionChange } from './session-events';
import { dropSession, localeHome, useSessionActions } from './use-session';

/**
 * Keeps tabs in step (§4): a logged-out tab reloads when another logs in; a
 * logged-in tab goes home when another logs out. A 401/403 from the API removes
 * the session and opens sign-in on the home page (§8).
 */
export function SessionSync({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { signIn } = useSessionActions();
  const telegramTried = useRef(false);

  // §4: inside Telegram a visitor who is not logged in and has no token is logged in automatically.
  useEffect(() => {
    if (isLoggedIn || telegramTried.current || readToken()) return;
    const initData = telegramInitData();
    if (!initData) return;
    telegramTried.current = true;
    api<{ accessToken: string }>('/api/player/tg_login', { method: 'POST', body: { tg_payload: initData } })
      .then(({ accessToken }) => signIn(accessToken))
      .catch((error: unknown) => {
        const challengeToken = challengeOf(error);
        if (!challengeToken) return;
        // The account has 2FA on: the sign-in popup asks for the code.
        savePendingChallenge(challengeToken);
        window.location.assign(`${localeHome()}?sign-in=true`);
      });
  }, [isLoggedIn, signIn]);

  useEffect(() => {
    setSessionLostListener((_, key) => {
      if (key === 'SESSION_TIME_LIMIT_REACHED') rememberSessionLimitEnd();
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
