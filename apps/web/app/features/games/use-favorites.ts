import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT } from '../../i18n/i18n';
import { usePlayerId } from '../../lib/root-data';
import { usePopup } from '../popups/use-popup';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import type { GameInfo, GameTile } from './game-types';
import { favoritesQuery, gameKeys } from './games-queries';

/** The identities of the player's favourites (empty for a guest), for the hearts on tiles. */
export function useFavoriteIds(): ReadonlySet<string> {
  const playerId = usePlayerId();
  const favorites = useQuery(favoritesQuery(playerId));
  return useMemo(() => new Set(favorites.data?.map((game) => game.identity)), [favorites.data]);
}

/**
 * Adds or removes a favourite. The heart changes at once and goes back if the server
 * refuses; a guest is asked to sign in instead.
 */
export function useToggleFavorite() {
  const t = useT();
  const client = useQueryClient();
  const playerId = usePlayerId();
  const { open } = usePopup();
  const mutation = useMutation({
    mutationFn: ({ game, favorite }: { game: GameTile; favorite: boolean }) =>
      api<{ identity: string; isFavorite: boolean }>(`/api/game/games/${encodeURIComponent(game.identity)}/favorite`, {
        method: favorite ? 'POST' : 'DELETE',
      }),
    onMutate: async ({ game, favorite }) => {
      const key = gameKeys.favorites(playerId);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<GameTile[]>(key);
      client.setQueryData<GameTile[]>(key, (list = []) =>
        favorite
          ? [game, ...list.filter((g) => g.identity !== game.identity)]
          : list.filter((g) => g.identity !== game.identity),
      );
      client.setQueriesData<GameInfo>({ queryKey: gameKeys.game(game.identity) }, (info) =>
        info ? { ...info, isFavorite: favorite } : info,
      );
      return { previous };
    },
    onError: (_error, { game, favorite }, context) => {
      client.setQueryData(gameKeys.favorites(playerId), context?.previous);
      client.setQueriesData<GameInfo>({ queryKey: gameKeys.game(game.identity) }, (info) =>
        info ? { ...info, isFavorite: !favorite } : info,
      );
      notify({ kind: 'error', title: t('games.favoriteFailed') });
    },
    onSettled: () => client.invalidateQueries({ queryKey: gameKeys.favorites(playerId) }),
  });
  return (game: GameTile, favorite: boolean) => {
    if (!playerId) {
      open('sign-in');
      return;
    }
    mutation.mutate({ game, favorite });
  };
}

/** What every tile of a row or grid needs from the player: which hearts are full and how to toggle one. */
export function useTileActions() {
  const favoriteIds = useFavoriteIds();
  const toggle = useToggleFavorite();
  const isPlayer = usePlayerId() !== null;
  return { favoriteIds, onFavorite: isPlayer ? toggle : undefined };
}
