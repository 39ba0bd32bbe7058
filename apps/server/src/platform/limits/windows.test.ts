import { describe, expect, it } from 'vitest';
import { limitWindow, oneMonthBefore } from './windows.js';

const at = (iso: string) => new Date(iso);

describe('rolling limit windows', () => {
  it('look back exactly 24 hours and 7 days and never reset at once', () => {
    const now = at('2026-03-10T15:30:00.000Z');
    expect(limitWindow('daily', now)).toEqual({ start: at('2026-03-09T15:30:00.000Z'), resetsAt: null });
    expect(limitWindow('weekly', now).start).toEqual(at('2026-03-03T15:30:00.000Z'));
  });

  it('look back one calendar month, to the last day of a shorter month', () => {
    expect(limitWindow('monthly', at('2026-03-31T10:00:00Z')).start).toEqual(at('2026-02-28T10:00:00Z'));
    expect(oneMonthBefore(at('2024-03-30T00:00:00Z'))).toEqual(at('2024-02-29T00:00:00Z'));
    expect(oneMonthBefore(at('2026-01-15T08:00:00Z'))).toEqual(at('2025-12-15T08:00:00Z'));
    expect(oneMonthBefore(at('2026-05-31T23:59:59.999Z'))).toEqual(at('2026-04-30T23:59:59.999Z'));
  });
});

describe('fixed limit windows', () => {
  it('are the calendar day, ISO week and month in UTC by default', () => {
    const now = at('2026-03-11T15:30:00Z'); // a Wednesday
    expect(limitWindow('daily', now, 'fixed')).toEqual({
      start: at('2026-03-11T00:00:00Z'),
      resetsAt: at('2026-03-12T00:00:00Z'),
    });
    expect(limitWindow('weekly', now, 'fixed')).toEqual({
      start: at('2026-03-09T00:00:00Z'),
      resetsAt: at('2026-03-16T00:00:00Z'),
    });
    expect(limitWindow('monthly', now, 'fixed')).toEqual({
      start: at('2026-03-01T00:00:00Z'),
      resetsAt: at('2026-04-01T00:00:00Z'),
    });
  });

  it("start at midnight in the player's time zone", () => {
    // 23:30 UTC on 10 March is already 11 March in Tokyo (UTC+9) and still 10 March in New York.
    const now = at('2026-03-10T23:30:00Z');
    expect(limitWindow('daily', now, 'fixed', 'Asia/Tokyo').start).toEqual(at('2026-03-10T15:00:00Z'));
    expect(limitWindow('daily', now, 'fixed', 'America/New_York').start).toEqual(at('2026-03-10T04:00:00Z'));
  });

  it('keep local midnight across a daylight-saving change', () => {
    // Berlin moves from UTC+1 to UTC+2 on 29 March 2026: that day has 23 hours.
    const day = limitWindow('daily', at('2026-03-29T12:00:00Z'), 'fixed', 'Europe/Berlin');
    expect(day).toEqual({ start: at('2026-03-28T23:00:00Z'), resetsAt: at('2026-03-29T22:00:00Z') });
    const month = limitWindow('monthly', at('2026-03-31T21:59:00Z'), 'fixed', 'Europe/Berlin');
    expect(month).toEqual({ start: at('2026-02-28T23:00:00Z'), resetsAt: at('2026-03-31T22:00:00Z') });
  });

  it('roll the month over the year end and treat an unknown zone as UTC', () => {
    expect(limitWindow('monthly', at('2026-12-31T12:00:00Z'), 'fixed', 'Nowhere/Else')).toEqual({
      start: at('2026-12-01T00:00:00Z'),
      resetsAt: at('2027-01-01T00:00:00Z'),
    });
  });
});
