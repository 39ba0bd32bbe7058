import { useQuery } from '@tanstack/react-query';
import { Building2, Heart, LayoutGrid, Search, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { LocalizedNavLink } from '../locale/localized-link';
import { usePopup } from '../popups/use-popup';
import { CollectionIcon } from './collection-icon';
import type { GameCollection } from './game-types';
import { collectionsQuery } from './games-queries';
import { collectionLabel } from './labels';

const chip = ({ isActive }: { isActive: boolean }) =>
  `inline-flex shrink-0 snap-start items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
    isActive
      ? 'bg-accent text-accent-contrast'
      : 'bg-surface text-muted ring-1 ring-border hover:bg-surface-2 hover:text-text'
  }`;

function Chip({ to, icon, label, end = false }: { to: string; icon: ReactNode; label: string; end?: boolean }) {
  return (
    <LocalizedNavLink to={to} end={end} className={chip} data-testid="category-chip">
      {icon}
      {label}
    </LocalizedNavLink>
  );
}

/**
 * The lobby's search field (it opens the global-search popup) and its categories: the lobby,
 * each visible collection, favourites and providers. `onFilter` adds the games-filter button.
 */
export function CategoryChips({
  initialCollections,
  filterCount,
  onFilter,
}: {
  initialCollections?: GameCollection[] | undefined;
  filterCount?: number;
  onFilter?: () => void;
}) {
  const t = useT();
  const { open } = usePopup();
  const collections = useQuery({ ...collectionsQuery(), initialData: initialCollections });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => open('global-search')}
          data-testid="lobby-search"
          className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-xl bg-surface px-4 text-start text-sm text-muted ring-1 ring-border transition-colors hover:ring-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Search aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{t('games.searchPlaceholder')}</span>
          <kbd className="ms-auto hidden rounded border border-border px-1.5 text-xs sm:inline">/</kbd>
        </button>
        {onFilter && (
          <button
            type="button"
            onClick={onFilter}
            data-testid="open-games-filter"
            className="relative flex h-11 items-center gap-2 rounded-xl bg-surface px-4 text-sm font-semibold ring-1 ring-border transition-colors hover:ring-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            <span className="hidden xs:inline">{t('games.filter')}</span>
            {filterCount ? (
              <span className="grid size-5 place-items-center rounded-full bg-accent text-xs text-accent-contrast">
                {filterCount}
              </span>
            ) : null}
          </button>
        )}
      </div>
      <nav
        aria-label={t('games.categories')}
        className="-mx-3 flex snap-x gap-2 relative overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        <Chip to="/games" end icon={<LayoutGrid aria-hidden className="size-4" />} label={t('games.lobby')} />
        {(collections.data ?? []).map((collection) => (
          <Chip
            key={collection.identity}
            to={`/games/${collection.identity}`}
            icon={<CollectionIcon identity={collection.identity} />}
            label={collectionLabel(t, collection.identity, collection.name)}
          />
        ))}
        <Chip to="/favorites" icon={<Heart aria-hidden className="size-4" />} label={t('games.favorites')} />
        <Chip to="/games/providers" icon={<Building2 aria-hidden className="size-4" />} label={t('games.providers')} />
      </nav>
    </div>
  );
}
