import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import { OddsButton } from './odds-button';
import { EventTime } from './event-time';
import { eventLink } from './event-link';
import { categoryName } from './category-name';
import { marketName, sportName } from './names';
import { sportPath, type SportPage } from './sport-paths';
import type { SportEvent } from './sport-types';
import { useLocale } from '../locale/use-locale';

/** One event in a list: teams, score or start, and its main market's prices. */
export function EventRow({ event, page }: { event: SportEvent; page?: SportPage }) {
  const t = useT();
  const { locale } = useLocale();
  const link = eventLink(event, locale, page);
  const market = event.markets[0];
  const duel = event.competitors.length === 2;
  return (
    <li
      data-testid="event-row"
      className="grid gap-2 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] sm:items-center"
    >
      <LocalizedLink to={link} className="min-w-0 rounded-control focus-visible:outline-2 focus-visible:outline-ring">
        <EventTime event={event} />
        {duel ? (
          <div className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 text-sm font-semibold">
            <span className="truncate">{event.competitors[0]!.name}</span>
            <span className="tabular-nums text-accent">{event.score[0] ?? ''}</span>
            <span className="truncate">{event.competitors[1]!.name}</span>
            <span className="tabular-nums text-accent">{event.score[1] ?? ''}</span>
          </div>
        ) : (
          <p className="mt-1 truncate text-sm font-semibold">{event.name}</p>
        )}
        {event.marketCount > 1 ? (
          <span className="mt-1 inline-block text-2xs font-semibold text-muted">
            {t('sport.markets', { count: event.marketCount - 1 })}
          </span>
        ) : null}
      </LocalizedLink>
      {market && market.outcomes.length <= 3 ? (
        <div className={`grid gap-1.5 ${market.outcomes.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
          {market.outcomes.map((outcome) => (
            <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} compact />
          ))}
        </div>
      ) : market ? (
        <LocalizedLink to={link} className="flex items-center justify-end gap-1 text-sm font-semibold text-accent">
          {marketName(t, market, event.championship.category.sport.id)}
          {/* A glyph, not the icon: lucide's chevron sits in the casino pages' shared chunk, which
              the sport page would then load whole (issue 14's budget). */}
          <span aria-hidden className="text-base leading-none rtl:-scale-x-100">
            ›
          </span>
        </LocalizedLink>
      ) : null}
    </li>
  );
}

/** Events grouped under their championship, as sportsbooks list them; `page` is where a row leads. */
export function EventList({ events, empty, page }: { events: SportEvent[]; empty: string; page?: SportPage }) {
  const t = useT();
  const { locale, info } = useLocale();
  if (events.length === 0) {
    return <p className="rounded-card bg-surface p-6 text-center text-sm text-muted">{empty}</p>;
  }
  const groups = new Map<number, SportEvent[]>();
  for (const event of events) groups.set(event.championship.id, [...(groups.get(event.championship.id) ?? []), event]);
  return (
    <div className="grid gap-3">
      {[...groups.values()].map((group) => {
        const { championship } = group[0]!;
        return (
          <section key={championship.id} className="overflow-hidden rounded-card bg-surface">
            <h3 className="flex items-center gap-2 border-b border-border bg-surface-2 px-3 py-2 text-xs font-bold uppercase tracking-wide text-muted">
              <LocalizedLink
                to={sportPath(
                  { sport: championship.category.sport, category: championship.category, championship },
                  locale,
                )}
                className="truncate hover:text-text"
              >
                {sportName(t, championship.category.sport)} · {categoryName(t, info.intl, championship.category)} ·{' '}
                {championship.name}
              </LocalizedLink>
            </h3>
            <ul className="divide-y divide-border">
              {group.map((event) => (
                <EventRow key={event.id} event={event} {...(page ? { page } : {})} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
