import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { LocalDateTime } from '../../ui/local-date-time';
import type { SportEvent } from './sport-types';

/** The feed's period (`1st_half`, `set_2`, `map_1`, `round_5`, `period_3`) as a kind and a number. */
export function periodParts(period: string | null): { kind: string; n: number } | null {
  const half = /^(\d+)(?:st|nd|rd|th)_half$/.exec(period ?? '');
  if (half) return { kind: 'half', n: Number(half[1]) };
  const other = /^(set|map|round|period)_(\d+)$/.exec(period ?? '');
  return other ? { kind: other[1]!, n: Number(other[2]) } : null;
}

/** Match time: the clock where the sport has one, else the period (set 2, map 1, round 5 …). */
function useMatchClock(event: SportEvent): string {
  const t = useT();
  if (
    event.clockSeconds !== null &&
    event.championship.category.sport.id !== 165 &&
    !event.period?.startsWith('round')
  ) {
    return `${Math.floor(event.clockSeconds / 60)}'`;
  }
  const parts = periodParts(event.period);
  return parts ? t('sport.period', parts) : '';
}

/** `m:ss` until `iso`, never below zero. */
export const countdown = (iso: string, now: number) => {
  const seconds = Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Time to a virtual round's start, ticking each second. The server cannot know the moment the
 * page is read, so it (and hydration) shows the start time, and the browser then counts down.
 */
function StartCountdown({ iso }: { iso: string }) {
  const t = useT();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return <LocalDateTime iso={iso} />;
  return (
    <time dateTime={iso} className="font-semibold text-accent tabular-nums">
      {t('sport.startsIn', { time: countdown(iso, now) })}
    </time>
  );
}

/** The live badge with the clock, or the start time of an event not yet started (a countdown for a virtual round). */
export function EventTime({ event }: { event: SportEvent }) {
  const t = useT();
  const clock = useMatchClock(event);
  if (event.isLive) {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-bold text-danger">
        <span className="size-1.5 animate-pulse rounded-full bg-danger" aria-hidden />
        {t('sport.live')} <span className="tabular-nums">{clock}</span>
      </span>
    );
  }
  return (
    <span className="text-xs text-muted">
      {event.championship.category.sport.virtual ? (
        <StartCountdown iso={event.startTime} />
      ) : (
        <LocalDateTime iso={event.startTime} />
      )}
    </span>
  );
}
