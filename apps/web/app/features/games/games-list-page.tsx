import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { LocalizedLink } from '../locale/localized-link';
import { useLocalizePath } from '../locale/use-locale';
import { usePopup } from '../popups/use-popup';
import { CategoryChips } from './category-chips';
import { GAME_SORTS, type GameCollection, type GameSort, type GameTile, type Paged } from './game-types';
import { GameGrid } from './game-grid';
import { ctaButton, GamesEmpty } from './games-empty';
import { gamesPagePath, narrowingCount, type GamesListPage } from './games-params';
import { gameGridQuery } from './games-queries';
import { useOnNearViewport } from './use-near-viewport';

function SortSelect({ page }: { page: GamesListPage }) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const value: GameSort = page.filter.sort ?? 'popular';
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      <span className="hidden xs:inline">{t('games.sortBy')}</span>
      <select
        value={value}
        data-testid="games-sort"
        onChange={(event) =>
          void navigate(
            localize(gamesPagePath(page.scope, page.value, { ...page.filter, sort: event.target.value as GameSort })),
            { replace: true, preventScrollReset: true },
          )
        }
        className="rounded-lg border border-border bg-surface px-3 py-2 text-sm font-semibold text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        {GAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`games.sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * `/games/{params}`: one collection, provider, feature, kind or search as a grid that loads
 * the next page when its end comes within 400 px (and a 'Load more' button for keyboards).
 */
export function GamesListView({
  page,
  title,
  initialPage,
  initialCollections,
}: {
  page: GamesListPage;
  title: string;
  initialPage: Paged<GameTile> | undefined;
  initialCollections: GameCollection[] | undefined;
}) {
  const t = useT();
  const { open } = usePopup();
  const query = useInfiniteQuery({
    ...gameGridQuery(page.filter),
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [1] } } : {}),
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useOnNearViewport(sentinel, loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  const games = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.totalRows;
  const filtered = narrowingCount(page);

  return (
    <div className="flex flex-col gap-5" data-testid="games-list">
      <CategoryChips
        initialCollections={initialCollections}
        filterCount={filtered}
        onFilter={() => open('games-filter')}
      />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col">
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{title}</h1>
          {total !== undefined && (
            <p className="text-sm text-muted" data-testid="games-total">
              {t('games.gameCount', { count: total })}
            </p>
          )}
        </div>
        <SortSelect page={page} />
      </header>
      {query.isPending ? (
        <GameGrid games={[]} loadingCount={14} />
      ) : query.isError && games.length === 0 ? (
        <GamesEmpty
          title={t('games.loadFailed')}
          action={
            <button type="button" className={buttonSecondary} onClick={() => void query.refetch()}>
              {t('history.retry')}
            </button>
          }
        />
      ) : games.length === 0 ? (
        <GamesEmpty
          title={t('games.emptyList')}
          text={filtered ? t('games.emptyFiltered') : undefined}
          action={
            filtered ? (
              <LocalizedLink to={gamesPagePath(page.scope, page.value)} className={ctaButton}>
                {t('games.clearFilters')}
              </LocalizedLink>
            ) : (
              <LocalizedLink to="/games" className={ctaButton}>
                {t('games.backToLobby')}
              </LocalizedLink>
            )
          }
        />
      ) : (
        <GameGrid
          games={games}
          loadingCount={isFetchingNextPage ? 7 : 0}
          after={
            <div ref={sentinel} className="flex justify-center">
              {hasNextPage && (
                <button
                  type="button"
                  onClick={loadMore}
                  disabled={isFetchingNextPage}
                  data-testid="load-more"
                  className={buttonSecondary}
                >
                  {t('games.loadMore')}
                </button>
              )}
            </div>
          }
        />
      )}
    </div>
  );
}
