/** Whole hours and minutes until `iso` from `now`, never below zero (a pending change's wait). */
export function timeUntil(iso: string, now: number): { hours: number; minutes: number } {
  const ms = Math.max(0, Date.parse(iso) - now);
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The share of a limit used, 0–100, for its progress bar. */
export function usedPercent(used: number, amount: number): number {
  if (amount <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / amount) * 100)));
}
