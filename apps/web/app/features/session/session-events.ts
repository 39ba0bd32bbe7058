/** §4: login and logout are broadcast to the other tabs through this marker. */
export const SESSION_CHANGE_KEY = 'session-change';

export type SessionChange = 'login' | 'logout';

export function announceSessionChange(change: SessionChange) {
  try {
    localStorage.setItem(SESSION_CHANGE_KEY, JSON.stringify({ change, at: Date.now() }));
  } catch {
    // Without storage other tabs learn of it on their next request.
  }
}

export function parseSessionChange(value: string | null): SessionChange | null {
  try {
    const { change } = JSON.parse(value ?? '') as { change?: unknown };
    return change === 'login' || change === 'logout' ? change : null;
  } catch {
    return null;
  }
}
