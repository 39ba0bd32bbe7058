/**
 * Session arithmetic of the reality check and the login-time display. Everything counts from the
 * session's start as the server recorded it, so a reload or a second tab shows the same times.
 * The session time limit itself is enforced by the server, whatever this device's clock says.
 */

/** The first reality check strictly after `now`: every `intervalMinutes` from the session's start. */
export function nextRealityCheck(startedAtIso: string, intervalMinutes: number, now: number): number {
  const start = Date.parse(startedAtIso);
  const interval = intervalMinutes * 60_000;
  const done = Math.max(0, Math.floor((now - start) / interval));
  return start + (done + 1) * interval;
}

/** Time signed in as `h:mm:ss` (or `m:ss` under an hour): digits read the same in every locale. */
export function elapsedClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Whole hours and minutes played, for the reality check's sentence. */
export function playedTime(ms: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
