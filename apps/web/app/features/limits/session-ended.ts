/**
 * Why this tab was signed out, kept across the reload to the home page so it can say so there.
 * Only the session time limit has a message of its own; any other end is the ordinary sign-in.
 */
const KEY = 'session-ended';
export const SESSION_LIMIT_REASON = 'session-time-limit';

export function rememberSessionLimitEnd() {
  try {
    sessionStorage.setItem(KEY, SESSION_LIMIT_REASON);
  } catch {
    // Without storage the sign-in popup alone tells the player they were signed out.
  }
}

/** Whether a reason is waiting, without using it up: the page loads the notice only then. */
export function sessionEndReasonWaiting(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Reads and forgets the reason, so the message shows once. */
export function takeSessionEndReason(): string | null {
  try {
    const reason = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return reason;
  } catch {
    return null;
  }
}
