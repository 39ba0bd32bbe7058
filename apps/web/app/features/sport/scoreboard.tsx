import { useT } from '../../i18n/i18n';
import { useLocale } from '../locale/use-locale';
import { categoryName } from './category-name';
import { EventTime } from './event-time';
import type { SportEvent } from './sport-types';

/** The big scoreboard of an event page: both sides, the score and each period's score. */
export function Scoreboard({ event }: { event: SportEvent }) {
  const t = useT();
  const { info } = useLocale();
  const [home, away] = event.competitors;
  const isDuel = event.competitors.length === 2;
  return (
    <section
      data-testid="scoreboard"
      className="overflow-hidden rounded-card bg-gradient-to-br from-hero-from to-hero-to p-4 text-on-media shadow-overlay sm:p-6"
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="truncate opacity-80">
          {categoryName(t, info.intl, event.championship.category)} · {event.championship.name}
        </span>
        <EventTime event={event} />
      </div>
      {isDuel ? (
        <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
          <p className="truncate text-end text-base font-black sm:text-xl">{home?.name}</p>
          <p
            className="rounded-control bg-media-scrim/50 px-3 py-1 text-2xl font-black tabular-nums sm:text-3xl"
            dir="ltr"
          >
            {event.score.length ? `${event.score[0]} : ${event.score[1]}` : '– : –'}
          </p>
          <p className="truncate text-base font-black sm:text-xl">{away?.name}</p>
        </div>
      ) : (
        <p className="mt-4 text-xl font-black">{event.name}</p>
      )}
      {event.periodScores.length > 0 && isDuel ? (
        <p className="mt-3 text-center text-xs tabular-nums opacity-80" dir="ltr">
          {event.periodScores.map((p) => `${p[0]}-${p[1]}`).join('  ·  ')}
        </p>
      ) : null}
    </section>
  );
}
