import { readToken, writeToken } from './token-store';

/** Set while one tab refreshes the token; the others wait for it (§4, §9). */
export const REFRESH_MARKER_KEY = 'token-refresh-loading';
export const REFRESH_POLL_MS = 500;
export const REFRESH_POLL_TRIES = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let inFlight: Promise<string | null> | null = null;

async function callRefresh(token: string): Promise<string | null> {
  const response = await fetch('/api/player/sessions/refresh', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-trace-id': crypto.randomUUID(), 'x-platform': 'web' },
    credentials: 'omit',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return null;
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

async function waitForOtherTab(previous: string): Promise<string | null> {
  for (let i = 0; i < REFRESH_POLL_TRIES; i++) {
    await sleep(REFRESH_POLL_MS);
    if (!localStorage.getItem(REFRESH_MARKER_KEY)) {
      const token = readToken();
      return token && token !== previous ? token : null;
    }
  }
  // The other tab never finished: give up on it and clear its marker.
  localStorage.removeItem(REFRESH_MARKER_KEY);
  return null;
}

/**
 * A token only refreshes once: when another tab (or a page load) refreshed the same one
 * a moment earlier, ours is refused, and theirs, already stored, is the one to use.
 */
function refreshedElsewhere(previous: string): string | null {
  const stored = readToken();
  return stored && stored !== previous ? stored : null;
}

async function refreshOnce(): Promise<string | null> {
  const token = readToken();
  if (!token) return null;
  if (localStorage.getItem(REFRESH_MARKER_KEY)) {
    const fromOtherTab = await waitForOtherTab(token);
    if (fromOtherTab) return fromOtherTab;
  }
  localStorage.setItem(REFRESH_MARKER_KEY, String(Date.now()));
  try {
    const fresh = await callRefresh(token);
    if (fresh) writeToken(fresh);
    return fresh ?? refreshedElsewhere(token);
  } catch {
    return refreshedElsewhere(token);
  } finally {
    localStorage.removeItem(REFRESH_MARKER_KEY);
  }
}

/** One refresh at a time: in this tab by a shared promise, across tabs by the marker. */
export function refreshToken(): Promise<string | null> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
