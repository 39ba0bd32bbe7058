import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import type { GameTile, Paged } from './game-types';
import { GameTileCard, GameTileSkeleton } from './game-tile';
import type { GamesFilter } from './games-params';
import { gameRowQuery } from './games-queries';
import { useTileActions } from './use-favorites';
import { useNearViewport } from './use-near-viewport';
import { SKIP_OFFSCREEN } from '../../ui/offscreen';

export const ROW_SIZE = 16;

/** A row's height at each breakpoint, near enough to stand in while it is skipped below the screen. */
const rowSize =
  '[contain-intrinsic-block-size:auto_14.5rem] sm:[contain-intrinsic-block-size:auto_16.5rem] lg:[contain-intrinsic-block-size:auto_13.5rem] xl:[contain-intrinsic-block-size:auto_18rem]';

const track =
  'grid snap-x snap-mandatory scroll-px-3 auto-cols-[calc((100%-1rem)/3.2)] grid-flow-col gap-2 relative overflow-x-auto overscroll-x-contain pb-1 [scrollbar-width:none] xs:auto-cols-[calc((100%-2.25rem)/4.3)] sm:auto-cols-[calc((100%-3rem)/5)] sm:gap-3 lg:auto-cols-[calc((100%-4.5rem)/7)] [&::-webkit-scrollbar]:hidden';

/** A titled row that scrolls sideways with snap; arrows on wider screens, 'See all' to the full list. */
export function RowFrame({
  title,
  icon,
  seeAllTo,
  testId,
  children,
}: {
  title: string;
  icon?: ReactNode;
  seeAllTo?: string | undefined;
  testId?: string;
  children: ReactNode;
}) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    // Right-to-left rows scroll towards negative offsets.
    const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: sign * direction * el.clientWidth * 0.9, behavior: reduced ? 'instant' : 'smooth' });
  };
  const arrow =
    'hidden size-8 place-items-center rounded-lg bg-surface-2 text-muted transition-colors hover:bg-border hover:text-text focus-visible:outline-2 focus-visible:outline-accent sm:grid';
  return (
    <section
      className={`flex min-w-0 flex-col gap-3 ${SKIP_OFFSCREEN} ${rowSize}`}
      data-testid={testId}
      aria-label={title}
    >
      <div className="flex items-center gap-2">
        {icon && <span className="text-accent">{icon}</span>}
        <h2 className="text-base font-bold sm:text-lg">{title}</h2>
        <div className="ms-auto flex items-center gap-1.5">
          {seeAllTo && (
            <LocalizedLink
              to={seeAllTo}
              className="rounded-lg bg-surface-2 px-3 py-1.5 text-xs font-semibold text-muted transition-colors hover:bg-border hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
            >
              {t('games.seeAll')}
            </LocalizedLink>
          )}
          <button type="button" onClick={() => scroll(-1)} aria-label={t('games.scrollBack')} className={arrow}>
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </button>
          <button type="button" onClick={() => scroll(1)} aria-label={t('games.scrollForward')} className={arrow}>
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </div>
      </div>
      <div ref={scroller} className={track}>
        {children}
      </div>
    </section>
  );
}

/** A row's tiles: rows sit under a page's hero (home's slider, the lobby's banners, a game). */
export function TileRowItems({ games, eager = false }: { games: readonly GameTile[]; eager?: boolean }) {
  const { favoriteIds, onFavorite } = useTileActions();
  return games.map((game, index) => (
    <div key={game.identity} className="snap-start">
      <GameTileCard
        game={game}
        isFavorite={favoriteIds.has(game.identity)}
        onFavorite={onFavorite}
        eager={eager && index < 3}
        behindHero
      />
    </div>
  ));
}

export function SkeletonRowItems({ count = 8, loading = true }: { count?: number; loading?: boolean }) {
  return Array.from({ length: count }, (_, i) => <GameTileSkeleton key={i} loading={loading} />);
}

/**
 * A lobby row of one filter (a collection, a provider): it asks for its games only when
 * it comes within 400 px of the viewport, unless it is near the top; an empty row hides.
 */
export function GameRow({
  title,
  icon,
  filter,
  seeAllTo,
  eager = false,
  initialData,
  testId,
  exclude,
}: {
  title: string;
  icon?: ReactNode;
  filter: GamesFilter;
  seeAllTo?: string;
  eager?: boolean;
  initialData?: Paged<GameTile> | undefined;
  testId?: string;
  /** A game not to show again (the one on the page). */
  exclude?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel, !eager && !initialData);
  const query = useQuery({ ...gameRowQuery(filter, ROW_SIZE), enabled: eager || near || !!initialData, initialData });
  // Built in the render the result causes, not a deferred one: a background render starts over
  // on every urgent update (a feed, another row's query, an observer), and a phone's trace of the
  // lobby showed one late row's 12 tiles built ten to twelve times before a build was kept.
  const games = query.data?.data.filter((game) => game.identity !== exclude);
  if (games?.length === 0 || query.isError) return null;
  return (
    <div ref={sentinel}>
      <RowFrame title={title} icon={icon} seeAllTo={seeAllTo} testId={testId}>
        {games ? <TileRowItems games={games} eager={eager} /> : <SkeletonRowItems loading={query.isFetching} />}
      </RowFrame>
    </div>
  );
}
