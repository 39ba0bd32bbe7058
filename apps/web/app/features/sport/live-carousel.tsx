import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useLocalizePath } from '../locale/use-locale';
import { formatOdds } from './odds';
import { useBetSlip } from './bet-slip-store';
import { sportName } from './names';
import { EventTime } from './event-time';
import { liveOddPath } from './sport-paths';
import type { SportEvent } from './sport-types';

/**
 * A carousel of events (SPEC §2: live now, 7 events; top events, 15): cards that scroll
 * sideways; an odd picked here opens its event at /sport/event/{id}.
 */
export function LiveCarousel({
  events,
  title,
  testId = 'live-carousel',
  live = true,
}: {
  events: SportEvent[];
  title?: string;
  testId?: string;
  live?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const format = useBetSlip((s) => s.oddsFormat);
  return (
    <section className="grid gap-2" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-lg font-black tracking-tight">
        {live ? <span className="size-2 animate-pulse rounded-full bg-danger" aria-hidden /> : null}
        {title ?? t('sport.liveNow')}
      </h2>
      <ul className="-mx-3 flex snap-x gap-3 relative overflow-x-auto px-3 pb-2 sm:mx-0 sm:px-0">
        {events.map((event) => {
          const market = event.markets[0];
          return (
            <li
              key={event.id}
              className="w-72 shrink-0 snap-start rounded-card bg-gradient-to-br from-surface-2 to-surface p-3 shadow-raised"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="truncate text-2xs font-bold uppercase tracking-wide text-muted">
                  {sportName(t, event.championship.category.sport)} · {event.championship.name}
                </span>
                <EventTime event={event} />
              </div>
              <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-0.5 text-sm font-bold">
                {event.competitors.slice(0, 2).map((c, i) => (
                  <div key={c.id} className="contents">
                    <span className="truncate">{c.name}</span>
                    <span className="tabular-nums text-accent">{event.score[i] ?? ''}</span>
                  </div>
                ))}
              </div>
              {market ? (
                <div className={`mt-3 grid gap-1.5 ${market.outcomes.length >= 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
                  {market.outcomes.slice(0, 3).map((outcome) => (
                    <button
                      key={outcome.id}
                      type="button"
                      data-testid="live-odd"
                      disabled={market.status !== 'active' || !outcome.active}
                      onClick={() => void navigate(localize(liveOddPath(event.id)))}
                      className="flex flex-col items-center rounded-control bg-surface-3 py-1.5 text-xs hover:ring-1 hover:ring-accent disabled:opacity-50"
                    >
                      <span className="max-w-full truncate px-1 text-muted">{outcome.id}</span>
                      <span className="font-bold tabular-nums" dir="ltr">
                        {formatOdds(outcome.odds, format)}
                      </span>
                    </button>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
