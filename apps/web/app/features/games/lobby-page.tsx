import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { CategoryChips } from './category-chips';
import { CollectionIcon } from './collection-icon';
import type { GameCollection, GameTile, Paged } from './game-types';
import { GameRow, RowFrame, SkeletonRowItems, TileRowItems } from './game-row';
import { collectionsQuery, playedQuery } from './games-queries';
import { collectionLabel } from './labels';
import { LobbyHero } from './lobby-hero';
import { ProvidersRow } from './providers-row';
import { HydrateApart } from '../../lib/hydrate-apart';
import { usePlayerId } from '../../lib/root-data';

/** A player's recently played games as the lobby's first row (nothing for guests or newcomers). */
function RecentlyPlayedRow() {
  const t = useT();
  const played = useQuery(playedQuery(usePlayerId()));
  if (!played.data?.length) return null;
  return (
    <RowFrame
      title={t('games.recentlyPlayed')}
      icon={<History aria-hidden className="size-4" />}
      seeAllTo="/recently-played"
      testId="row-recently-played"
    >
      <TileRowItems games={played.data.slice(0, 16)} />
    </RowFrame>
  );
}

/** Rows of the given collections, the first two rendered with the server's data. */
export function CollectionRows({
  collections,
  rows,
}: {
  collections: readonly GameCollection[];
  rows: Record<string, Paged<GameTile>>;
}) {
  const t = useT();
  return collections.map((collection, index) => (
    <HydrateApart key={collection.identity}>
      <GameRow
        testId={`row-${collection.identity}`}
        title={collectionLabel(t, collection.identity, collection.name)}
        icon={<CollectionIcon identity={collection.identity} />}
        filter={{ collection: collection.identity }}
        seeAllTo={`/games/${collection.identity}`}
        eager={index < 2}
        initialData={rows[collection.identity]}
      />
    </HydrateApart>
  ));
}

/** `/games`: banners, the search field and categories, a row per collection, providers. */
export function LobbyPage({
  initialCollections,
  rows,
}: {
  initialCollections: GameCollection[] | undefined;
  rows: Record<string, Paged<GameTile>>;
}) {
  const t = useT();
  const collections = useQuery({ ...collectionsQuery(), initialData: initialCollections });
  const list = collections.data ?? [];
  const featured = list[0] ? rows[list[0].identity]?.data : undefined;
  return (
    <div className="flex flex-col gap-6 sm:gap-8" data-testid="lobby">
      <h1 className="sr-only">{t('page.games.title')}</h1>
      <HydrateApart>
        <LobbyHero games={featured ?? []} />
      </HydrateApart>
      <CategoryChips initialCollections={initialCollections} />
      <RecentlyPlayedRow />
      {collections.isPending ? (
        <RowFrame title={t('common.loading')}>
          <SkeletonRowItems />
        </RowFrame>
      ) : (
        <CollectionRows collections={list} rows={rows} />
      )}
      <HydrateApart>
        <ProvidersRow />
      </HydrateApart>
    </div>
  );
}
