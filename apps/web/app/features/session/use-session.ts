import { DEFAULT_LOCALE, localizePath, splitLocalePath } from '@casino/shared/locales';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/i18n';
import { api } from './api-client';
import { announceSessionChange } from './session-events';
import { clearToken, writeToken } from './token-store';

/** Where a signed-out visitor goes: the home page of the locale they are reading. */
export function localeHome(pathname = location.pathname): string {
  return localizePath('/', splitLocalePath(pathname).locale ?? DEFAULT_LOCALE);
}

/** Ends the session in this tab and tells the others (§4); the caller decides where to go. */
export function dropSession() {
  clearToken();
  announceSessionChange('logout');
}

export function useSessionActions() {
  const revalidator = useRevalidator();
  const { locale } = useI18n();

  const signIn = useCallback(
    async (accessToken: string) => {
      writeToken(accessToken);
      announceSessionChange('login');
      await revalidator.revalidate();
    },
    [revalidator],
  );

  const signOut = useCallback(async () => {
    try {
      await api('/api/player/sessions/logout', { method: 'POST' });
    } catch {
      // The session may be gone already; the local sign-out still happens.
    }
    dropSession();
    window.location.assign(localizePath('/', locale));
  }, [locale]);

  return { signIn, signOut };
}
