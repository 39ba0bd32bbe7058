import type { ReactNode } from 'react';
import type { GameTile } from './game-types';
import { GameTileCard, GameTileSkeleton } from './game-tile';
import { useTileActions } from './use-favorites';

export const gridClass =
  'grid grid-cols-3 gap-x-2 gap-y-4 xs:grid-cols-4 sm:grid-cols-5 sm:gap-x-3 lg:grid-cols-6 xl:grid-cols-7';

/** Tiles in a dense responsive grid; skeleton tiles stand for what is still loading. */
export function GameGrid({
  games,
  loadingCount = 0,
  testId = 'game-grid',
  after,
}: {
  games: readonly GameTile[];
  loadingCount?: number;
  testId?: string;
  after?: ReactNode;
}) {
  const { favoriteIds, onFavorite } = useTileActions();
  return (
    <>
      <div className={gridClass} data-testid={testId}>
        {games.map((game, index) => (
          <GameTileCard
            key={game.identity}
            game={game}
            isFavorite={favoriteIds.has(game.identity)}
            onFavorite={onFavorite}
            eager={index < 12}
          />
        ))}
        {Array.from({ length: loadingCount }, (_, i) => (
          <GameTileSkeleton key={`skeleton-${i}`} />
        ))}
      </div>
      {after}
    </>
  );
}
