import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Heart, History, LogIn } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import { usePopup } from '../popups/use-popup';
import { CategoryChips } from './category-chips';
import type { GameTile } from './game-types';
import { GameGrid } from './game-grid';
import { ctaButton, GamesEmpty } from './games-empty';
import { favoritesQuery, playedQuery } from './games-queries';
import { usePlayerId } from '../../lib/root-data';

const LISTS = {
  favorites: { query: favoritesQuery, title: 'page.favorites.title', empty: 'games.emptyFavorites', icon: Heart },
  played: { query: playedQuery, title: 'page.recentlyPlayed.title', empty: 'games.emptyPlayed', icon: History },
} as const;

/**
 * `/favorites` and `/recently-played` (§9: per player, newest first). A guest is invited
 * to sign in; an empty list points back to the lobby.
 */
export function MyGamesPage({ list }: { list: keyof typeof LISTS }) {
  const t = useT();
  const { open } = usePopup();
  const playerId = usePlayerId();
  const { query, title, empty, icon: Icon } = LISTS[list];
  const games = useQuery(query(playerId) as UseQueryOptions<GameTile[]>);
  return (
    <div className="flex flex-col gap-5" data-testid={`my-games-${list}`}>
      <CategoryChips />
      <h1 className="flex items-center gap-2 text-2xl font-black tracking-tight sm:text-3xl">
        <Icon aria-hidden className="size-6 text-accent" />
        {t(title)}
      </h1>
      {!playerId ? (
        <GamesEmpty
          title={t('games.signInTitle')}
          text={t(`${empty}.guest`)}
          action={
            <button type="button" onClick={() => open('sign-in')} className={ctaButton}>
              <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
              {t('header.signIn')}
            </button>
          }
        />
      ) : games.isPending ? (
        <GameGrid games={[]} loadingCount={7} />
      ) : (games.data ?? []).length === 0 ? (
        <GamesEmpty
          title={t(`${empty}.title`)}
          text={t(`${empty}.text`)}
          action={
            <LocalizedLink to="/games" className={ctaButton}>
              {t('games.browseGames')}
            </LocalizedLink>
          }
        />
      ) : (
        <GameGrid games={games.data ?? []} />
      )}
    </div>
  );
}
