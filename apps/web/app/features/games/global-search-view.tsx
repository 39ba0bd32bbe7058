import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, LoaderCircle, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useLocalizePath } from '../locale/use-locale';
import { api } from '../session/api-client';
import type { GameTile } from './game-types';
import { GamesEmpty } from './games-empty';
import { gameKeys, recentSearchesQuery, SEARCH_MIN_LENGTH, searchQuery } from './games-queries';
import { clearGuestSearches, readGuestSearches, rememberGuestSearch } from './recent-searches';
import { usePlayerId } from '../../lib/root-data';
import { useDebounced } from './use-debounced';
import { THUMB_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

const DEBOUNCE_MS = 250;

/** The recent searches: the server's for a player, this browser's for a guest; both can be cleared. */
function useRecentSearches() {
  const client = useQueryClient();
  const playerId = usePlayerId();
  const server = useQuery(recentSearchesQuery(playerId));
  const [guest, setGuest] = useState<string[]>([]);
  useEffect(() => {
    if (!playerId) setGuest(readGuestSearches());
  }, [playerId]);
  const clear = useMutation({
    mutationFn: () => api('/api/game/search/recent', { method: 'DELETE' }),
    onSuccess: () => client.setQueryData(gameKeys.recentSearches(playerId), []),
  });
  return {
    list: playerId ? (server.data?.map((r) => r.query) ?? []) : guest,
    remember(query: string) {
      if (playerId) void client.invalidateQueries({ queryKey: gameKeys.recentSearches(playerId) });
      else rememberGuestSearch(query);
    },
    clear() {
      if (playerId) clear.mutate();
      else {
        clearGuestSearches();
        setGuest([]);
      }
    },
  };
}

/**
 * global-search (§2): opens from the header and the `/` key. Results as the player types
 * (debounced, from two characters), arrow keys to move, Enter to open; recent searches below
 * an empty field.
 */
export function GlobalSearchView() {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH;
  const results = useQuery(searchQuery(query));
  const recent = useRecentSearches();
  const games: GameTile[] = searching ? (results.data ?? []) : [];
  const { remember } = recent;

  useEffect(() => setActive(0), [query]);
  // A search with results counts as made: it joins the recent searches.
  useEffect(() => {
    if (searching && results.isSuccess) remember(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching, results.isSuccess, query]);

  const openGame = (game: GameTile) => void navigate(localize(`/game/${game.identity}`));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (games.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + games.length) % games.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openGame(games[active] ?? games[0]!);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="global-search">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          role="combobox"
          aria-expanded={games.length > 0}
          aria-controls={listId}
          aria-activedescendant={games[active] ? `${listId}-${active}` : undefined}
          aria-autocomplete="list"
          aria-label={t('games.searchPlaceholder')}
          placeholder={t('games.searchPlaceholder')}
          autoFocus
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="global-search-input"
          className="h-12 w-full rounded-xl border border-border bg-bg ps-11 pe-10 text-base outline-none focus:border-accent focus-visible:ring-2 focus-visible:ring-accent/30"
        />
        {searching && results.isFetching && (
          <LoaderCircle
            aria-hidden
            className="absolute end-3 top-1/2 size-5 -translate-y-1/2 animate-spin text-muted"
          />
        )}
      </div>

      {!searching ? (
        text.trim().length > 0 ? (
          <p className="text-sm text-muted">{t('games.searchMinLength', { count: SEARCH_MIN_LENGTH })}</p>
        ) : recent.list.length > 0 ? (
          <section className="flex flex-col gap-2" data-testid="recent-searches">
            <div className="flex items-center justify-between">
              <h3 className="text-sm font-semibold text-muted">{t('games.recentSearches')}</h3>
              <button
                type="button"
                onClick={recent.clear}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-text"
                data-testid="clear-recent-searches"
              >
                <Trash2 aria-hidden className="size-3.5" />
                {t('games.clearRecent')}
              </button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {recent.list.map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    onClick={() => setText(q)}
                    className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1.5 text-sm hover:bg-border"
                  >
                    <Clock aria-hidden className="size-3.5 text-muted" />
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="text-sm text-muted">{t('games.searchHint')}</p>
        )
      ) : results.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-surface-2" />
          ))}
        </div>
      ) : games.length === 0 ? (
        <GamesEmpty title={t('games.noResults', { query })} text={t('games.noResultsText')} />
      ) : (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('games.results')}
          className="flex max-h-[55dvh] flex-col gap-1 overflow-y-auto"
        >
          {games.map((game, index) => (
            <li
              key={game.identity}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              data-testid="search-result"
              onMouseEnter={() => setActive(index)}
              onClick={() => openGame(game)}
              className="flex cursor-pointer items-center gap-3 rounded-xl p-2 aria-selected:bg-surface-2"
            >
              <ArtImage
                src={game.tileImage}
                art={THUMB_ART}
                width={36}
                height={48}
                className="h-12 w-9 rounded-md object-cover"
              />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold">{game.name}</span>
                <span className="truncate text-xs text-muted">{game.provider.name}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
