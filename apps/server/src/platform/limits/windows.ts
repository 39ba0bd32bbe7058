import type { LimitPeriod } from '@casino/shared/limits';

/**
 * The span of time a money limit counts. Rolling windows (the default, and what the strictest
 * regulators ask) look back 24 hours, 7 days or one calendar month from now, so nothing resets
 * at midnight for a player to wait for. Fixed windows are the calendar day, ISO week (from
 * Monday) or month in the player's time zone, and reset at their end.
 */
export type WindowMode = 'rolling' | 'fixed';

export interface LimitWindow {
  start: Date;
  /** When a fixed window starts over; a rolling window never resets at once. */
  resetsAt: Date | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The same wall-clock moment one calendar month earlier, on the month's last day when it is shorter. */
export function oneMonthBefore(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const lastDayOfPrevious = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month - 1,
      Math.min(now.getUTCDate(), lastDayOfPrevious),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // A time zone the runtime does not know counts as UTC rather than failing a bet.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(format: Intl.DateTimeFormat, instant: number): number {
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

function localDate(format: Intl.DateTimeFormat, instant: Date): LocalDate {
  const local = new Date(instant.getTime() + offsetAt(format, instant.getTime()));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** The instant local midnight starts the given date (day and month may overflow, as Date.UTC allows). */
function localMidnight(format: Intl.DateTimeFormat, { year, month, day }: LocalDate): Date {
  const guess = Date.UTC(year, month, day);
  const first = guess - offsetAt(format, guess);
  // Across a daylight-saving change the offset at midnight differs from the one at the guess.
  const second = guess - offsetAt(format, first);
  return new Date(second);
}

export function limitWindow(
  period: LimitPeriod,
  now: Date,
  mode: WindowMode = 'rolling',
  timeZone = 'UTC',
): LimitWindow {
  if (mode === 'rolling') {
    if (period === 'daily') return { start: new Date(now.getTime() - DAY_MS), resetsAt: null };
    if (period === 'weekly') return { start: new Date(now.getTime() - 7 * DAY_MS), resetsAt: null };
    return { start: oneMonthBefore(now), resetsAt: null };
  }
  const format = formatterFor(timeZone);
  const today = localDate(format, now);
  if (period === 'daily') {
    return { start: localMidnight(format, today), resetsAt: localMidnight(format, { ...today, day: today.day + 1 }) };
  }
  if (period === 'weekly') {
    const fromMonday = (new Date(Date.UTC(today.year, today.month, today.day)).getUTCDay() + 6) % 7;
    const monday = { ...today, day: today.day - fromMonday };
    return {
      start: localMidnight(format, monday),
      resetsAt: localMidnight(format, { ...monday, day: monday.day + 7 }),
    };
  }
  return {
    start: localMidnight(format, { ...today, day: 1 }),
    resetsAt: localMidnight(format, { ...today, month: today.month + 1, day: 1 }),
  };
}
