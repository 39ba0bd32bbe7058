import { useQuery } from '@tanstack/react-query';
import { ListChecks, MonitorPlay, Radio, Receipt, Search, Settings, Trophy } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import { useLocale } from '../locale/use-locale';
import { useAccountSportSettings } from './player-settings';
import { useBetSlip } from './bet-slip-store';
import { EventList } from './event-row';
import { EventView } from './event-view';
import { LiveCarousel } from './live-carousel';
import { sportName } from './names';
import type { SportPageData } from './sport-page.server';
import { eventsQuery, liveQuery, menuQuery, resultsQuery, searchQuery, useLiveSportPushes } from './sport-queries';
import { pageEventsFilter } from './page-events';
import { ESPORTS_SPORT_ID, sportChangePath, sportPath, type SportPage } from './sport-paths';
import type { SportEvent, SportMenuItem } from './sport-types';
import { HydrateApart } from '../../lib/hydrate-apart';

// The slip's forms, the bet lists and the result pages are fetched when they are first shown,
// not with every sport page (issue 14's JavaScript budget): the server renders them all the same.
const BetSlip = lazy(() => import('./bet-slip').then((module) => ({ default: module.BetSlip })));
const MyBets = lazy(() => import('./my-bets').then((module) => ({ default: module.MyBets })));
const SportSettings = lazy(() => import('./my-bets').then((module) => ({ default: module.SportSettings })));
const ResultDetails = lazy(() => import('./result-details').then((module) => ({ default: module.ResultDetails })));

const useMenu = (data: SportPageData) => useQuery({ ...menuQuery(), initialData: data.menu }).data;

/** The sports with events to pick: the virtual ones or the real ones. */
const menuSports = (menu: SportMenuItem[], virtual: boolean) =>
  menu.filter((s) => s.events > 0 && s.virtual === virtual);

/** Where picking a sport leads: E-sports+ has pages of its own (SPEC §2), any other the sport's page. */
const pickedSportPath = (route: SportPageData['route'], sport: SportMenuItem, locale: string) =>
  sport.id === ESPORTS_SPORT_ID
    ? sportPath({ page: 'esports' }, locale)
    : sportChangePath(route, { ...sport, slug: sport.code }, locale);

const menuLinkClass =
  'flex items-center justify-between gap-2 rounded-control px-2.5 py-2 text-sm hover:bg-surface-2 aria-[current=page]:bg-surface-2 aria-[current=page]:font-bold aria-[current=page]:text-accent';

function SportsMenu({ data }: { data: SportPageData }) {
  const t = useT();
  const { locale } = useLocale();
  const menu = useMenu(data);
  const sports = menuSports(menu, false);
  const virtuals = menuSports(menu, true);
  return (
    <nav aria-label={t('sport.allSports')} className="rounded-card bg-surface p-2" data-testid="sports-menu">
      <LocalizedLink
        to={sportPath({ page: data.route.page === 'live' ? 'live' : 'overview' }, locale)}
        className={`flex items-center justify-between rounded-control px-2.5 py-2 text-sm font-semibold hover:bg-surface-2 ${data.sportId === null && data.route.page !== 'virtual' ? 'bg-surface-2 text-accent' : ''}`}
      >
        {t('sport.allSports')}
      </LocalizedLink>
      <ul className="mt-1 grid gap-0.5">
        {sports.map((sport) => (
          <li key={sport.id}>
            <LocalizedLink
              to={pickedSportPath(data.route, sport, locale)}
              aria-current={data.sportId === sport.id ? 'page' : undefined}
              className={menuLinkClass}
            >
              <span className="truncate">{sportName(t, sport)}</span>
              <span className="flex items-center gap-1.5 text-xs text-muted tabular-nums">
                {sport.live > 0 ? (
                  <span className="rounded-pill bg-danger px-1.5 font-bold text-danger-contrast">{sport.live}</span>
                ) : null}
                {sport.events}
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
      {virtuals.length > 0 ? (
        <>
          <LocalizedLink
            to={sportPath({ page: 'virtual' }, locale)}
            aria-current={data.route.page === 'virtual' && data.sportId === null ? 'page' : undefined}
            className={`mt-2 border-t border-border pt-3 ${menuLinkClass}`}
          >
            <span className="flex items-center gap-2 font-semibold">
              <MonitorPlay aria-hidden className="size-4" />
              {t('sport.virtualSports')}
            </span>
          </LocalizedLink>
          <ul className="grid gap-0.5">
            {virtuals.map((sport) => (
              <li key={sport.id}>
                <LocalizedLink
                  to={pickedSportPath(data.route, sport, locale)}
                  aria-current={data.sportId === sport.id ? 'page' : undefined}
                  className={menuLinkClass}
                >
                  <span className="truncate">{sportName(t, sport)}</span>
                  <span className="text-xs text-muted tabular-nums">{sport.events}</span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}

/** The sports as a row of chips that scrolls sideways, where there is no room for the menu column. */
function SportChips({ data }: { data: SportPageData }) {
  const { locale } = useLocale();
  const t = useT();
  const sports = menuSports(useMenu(data), data.route.page === 'virtual');
  return (
    <nav
      aria-label={data.route.page === 'virtual' ? t('sport.virtualSports') : t('sport.allSports')}
      className="-mx-3 flex gap-1.5 relative overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0 2xl:hidden"
      data-testid="sport-chips"
    >
      {sports.map((sport) => (
        <LocalizedLink
          key={sport.id}
          to={pickedSportPath(data.route, sport, locale)}
          aria-current={data.sportId === sport.id ? 'page' : undefined}
          className="flex shrink-0 items-center gap-1.5 rounded-control border border-border bg-surface px-3 py-1.5 text-xs font-semibold text-muted hover:text-text aria-[current=page]:border-accent aria-[current=page]:text-accent"
        >
          {sportName(t, sport)}
          {sport.live > 0 ? (
            <span className="rounded-pill bg-danger px-1.5 text-2xs font-bold text-danger-contrast">{sport.live}</span>
          ) : null}
        </LocalizedLink>
      ))}
    </nav>
  );
}

function SportTabs({ data }: { data: SportPageData }) {
  const t = useT();
  const { locale } = useLocale();
  const item = data.menu.find((s) => s.id === data.sportId);
  const sport = item && { ...item, slug: item.code };
  // Search and settings show their icon alone, so the pages players switch between fit in one row.
  const tabs: { page: SportPage; label: string; icon: typeof Trophy; iconOnly?: boolean }[] = [
    { page: 'overview', label: t('sport.overview'), icon: Trophy },
    { page: 'live', label: t('sport.live'), icon: Radio },
    { page: 'virtual', label: t('sport.virtual'), icon: MonitorPlay },
    { page: 'results', label: t('sport.results'), icon: ListChecks },
    { page: 'betHistory', label: t('sport.myBets'), icon: Receipt },
    { page: 'search', label: t('sport.search'), icon: Search, iconOnly: true },
    { page: 'settings', label: t('sport.settings'), icon: Settings, iconOnly: true },
  ];
  return (
    <nav
      aria-label={t('sport.title')}
      className="-mx-3 flex gap-1.5 relative overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0"
    >
      {tabs.map(({ page, label, icon: Icon, iconOnly }) => (
        <LocalizedLink
          key={page}
          {...(iconOnly ? { title: label } : {})}
          to={sportPath(
            {
              page,
              ...(sport && (page === 'results' || (sport.virtual ? ['virtual'] : ['overview', 'live']).includes(page))
                ? { sport }
                : {}),
            },
            locale,
          )}
          aria-current={
            data.route.page === page ||
            (page === 'overview' && data.route.page === 'esports') ||
            (page === 'results' && data.route.page === 'resultDetails')
              ? 'page'
              : undefined
          }
          className={`flex shrink-0 items-center gap-1.5 rounded-pill bg-surface py-2 text-sm font-semibold text-muted hover:text-text aria-[current=page]:bg-accent aria-[current=page]:text-accent-contrast ${iconOnly ? 'px-2.5' : 'px-3.5'}`}
        >
          <Icon aria-hidden className="size-4" />
          <span className={iconOnly ? 'sr-only' : undefined}>{label}</span>
        </LocalizedLink>
      ))}
    </nav>
  );
}

function SearchView() {
  const t = useT();
  const [q, setQ] = useState('');
  const results = useQuery(searchQuery(q));
  return (
    <div className="grid gap-3">
      <input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('sport.searchPlaceholder')}
        aria-label={t('sport.search')}
        className="rounded-control border border-border bg-surface px-3 py-2.5 text-sm text-text"
      />
      {q.trim().length >= 2 ? <EventList events={results.data ?? []} empty={t('sport.noEvents')} /> : null}
    </div>
  );
}

/** Finished events with their final score (SPEC §2 results pages). */
function ResultsView({ sportId }: { sportId: number | undefined }) {
  const t = useT();
  const results = useQuery(resultsQuery(sportId));
  return <EventList events={results.data ?? []} empty={t('sport.noResults')} page="resultDetails" />;
}

/** Rounds of each virtual sport the overview shows: the one being played and the next ones. */
const ROUNDS_A_SPORT = 4;

/**
 * Virtual rounds, each counting down to its start, then the latest results. Without a chosen
 * sport, every virtual sport shows its next few rounds, so one sport's timetable never hides
 * the others'.
 */
function VirtualView({ data, events }: { data: SportPageData; events: SportEvent[] }) {
  const t = useT();
  const results = useQuery(resultsQuery(data.sportId ?? undefined, { virtual: true, limit: 10 }));
  const sports = menuSports(useMenu(data), true);
  const shown =
    data.sportId !== null
      ? events
      : sports.flatMap((sport) =>
          events.filter((e) => e.championship.category.sport.id === sport.id).slice(0, ROUNDS_A_SPORT),
        );
  return (
    <div className="grid gap-4">
      <section className="grid gap-2" data-testid="virtual-rounds">
        <h2 className="text-lg font-black tracking-tight">{t('sport.nextRounds')}</h2>
        <EventList events={shown} empty={t('sport.noRounds')} />
      </section>
      <section className="grid gap-2">
        <h2 className="text-lg font-black tracking-tight">{t('sport.latestResults')}</h2>
        <EventList events={results.data ?? []} empty={t('sport.noResults')} page="resultDetails" />
      </section>
    </div>
  );
}

function MainView({ data }: { data: SportPageData }) {
  const t = useT();
  const { route, sportId } = data;
  const events = useQuery({
    ...eventsQuery(pageEventsFilter(route, sportId)),
    ...(data.events ? { initialData: data.events } : {}),
  });
  const live = useQuery({
    ...liveQuery(sportId ?? undefined, route.page === 'live' ? 100 : 7),
    ...(data.live ? { initialData: data.live } : {}),
  });
  if (data.event) return <EventView initial={data.event} />;
  if (data.result) {
    return (
      <Suspense fallback={null}>
        <ResultDetails result={data.result} />
      </Suspense>
    );
  }
  switch (route.page) {
    case 'betHistory':
    case 'history':
      return (
        <Suspense fallback={null}>
          <MyBets />
        </Suspense>
      );
    case 'settings':
      return (
        <Suspense fallback={null}>
          <SportSettings />
        </Suspense>
      );
    case 'search':
      return <SearchView />;
    case 'virtual':
      return <VirtualView data={data} events={events.data ?? []} />;
    case 'live':
      return <EventList events={live.data ?? []} empty={t('sport.noLive')} />;
    case 'results':
    case 'resultDetails':
      return <ResultsView sportId={sportId ?? undefined} />;
    default:
      return (
        <div className="grid gap-4">
          {(live.data?.length ?? 0) > 0 ? <LiveCarousel events={live.data!.slice(0, 7)} /> : null}
          <section className="grid gap-2">
            <h2 className="text-lg font-black tracking-tight">
              {sportId === null ? t('sport.topEvents') : t('sport.upcoming')}
            </h2>
            <EventList events={events.data ?? []} empty={t('sport.noEvents')} />
          </section>
        </div>
      );
  }
}

/** The phone's bet slip: a button above the tab bar that opens the slip as a bottom sheet. */
function MobileSlip() {
  const t = useT();
  const count = useBetSlip((s) => s.picks.length);
  const [open, setOpen] = useState(false);
  if (!open) {
    return count > 0 ? (
      <button
        type="button"
        data-testid="mobile-slip-button"
        onClick={() => setOpen(true)}
        className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[650] flex items-center justify-between rounded-pill bg-accent px-5 py-3 font-bold text-accent-contrast shadow-overlay lg:hidden"
      >
        {t('sport.betSlip')}
        <span className="rounded-pill bg-accent-contrast/20 px-2">{count}</span>
      </button>
    ) : null;
  }
  return (
    <div className="fixed inset-0 z-[1000] flex items-end bg-overlay lg:hidden" onClick={() => setOpen(false)}>
      <div
        className="max-h-[85dvh] w-full animate-sheet-up overflow-y-auto rounded-t-sheet bg-surface"
        onClick={(e) => e.stopPropagation()}
      >
        <Suspense fallback={null}>
          <BetSlip onClose={() => setOpen(false)} />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The sportsbook (SPEC §2): the sports menu, the page of the address (overview with the live
 * carousel and top events, a sport's events, live, an event, my bets, search, settings) and
 * the bet slip — a side panel on a desktop, a bottom sheet on a phone.
 */
export function SportsbookPage({ data }: { data: SportPageData }) {
  useLiveSportPushes();
  useEffect(() => {
    void useBetSlip.persist.rehydrate();
  }, []);
  useAccountSportSettings();
  return (
    <div
      className="grid w-full gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] 2xl:grid-cols-[13.5rem_minmax(0,1fr)_20rem]"
      data-testid="sportsbook"
    >
      <aside className="hidden 2xl:block">
        <div className="sticky top-20">
          <HydrateApart>
            <SportsMenu data={data} />
          </HydrateApart>
        </div>
      </aside>
      <div className="grid min-w-0 content-start gap-4">
        <SportTabs data={data} />
        <SportChips data={data} />
        <HydrateApart>
          <MainView data={data} />
        </HydrateApart>
      </div>
      <aside className="hidden lg:block">
        <div className="sticky top-20 max-h-[calc(100dvh-6rem)]">
          <Suspense fallback={null}>
            <BetSlip />
          </Suspense>
        </div>
      </aside>
      <MobileSlip />
    </div>
  );
}
