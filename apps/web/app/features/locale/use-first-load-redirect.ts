import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { USER_LANGUAGE_KEY, firstLoadRedirect } from './locale-paths';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(USER_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Runs the §2 locale redirect once, when the app first loads in the browser. */
export function useFirstLoadRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const target = firstLoadRedirect({
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      stored: storedLanguage(),
      browser: navigator.languages ?? [navigator.language],
    });
    if (target) void navigate(target, { replace: true });
    // Only the first load counts: later navigation is the visitor's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
