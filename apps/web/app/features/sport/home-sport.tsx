import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { useNearViewport } from '../games/use-near-viewport';
import { LocalizedLink } from '../locale/localized-link';
import { LiveCarousel } from './live-carousel';
import { eventsQuery, liveQuery, useLiveSportPushes } from './sport-queries';

/**
 * Pushes bring the live scores and prices; the lists load again every 30 s for the matches
 * that start and the pre-match prices, which are not pushed (and for everything while the
 * push socket is down).
 */
const REFRESH_MS = 30_000;

/**
 * The home page's sportsbook widgets (SPEC §2, §9): the live-now carousel (7) and top events
 * (15). They sit at the foot of the page: their lists and live pushes start once they come near
 * the viewport, not with the page.
 */
export function HomeSport() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot} data-testid="home-sport-slot">
      {near && <HomeSportWidgets />}
    </div>
  );
}

function HomeSportWidgets() {
  const t = useT();
  useLiveSportPushes();
  const live = useQuery({ ...liveQuery(undefined, 7), refetchInterval: REFRESH_MS });
  const top = useQuery({ ...eventsQuery({ live: false, limit: 15 }), refetchInterval: REFRESH_MS });
  if (!live.data?.length && !top.data?.length) return null;
  return (
    <div className="grid gap-4" data-testid="home-sport">
      {live.data?.length ? <LiveCarousel events={live.data} /> : null}
      {top.data?.length ? (
        <LiveCarousel events={top.data} title={t('sport.topEvents')} testId="top-carousel" live={false} />
      ) : null}
      <LocalizedLink
        to="/sport"
        className="flex items-center gap-1 justify-self-start text-sm font-bold text-accent hover:underline"
      >
        {t('sport.title')}
        <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
      </LocalizedLink>
    </div>
  );
}
