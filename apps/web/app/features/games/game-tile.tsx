import { Heart, Play } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import type { GameTile } from './game-types';
import { formatRtp } from './labels';
import { TILE_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

/**
 * A game tile (DESIGN §6): the art fills a 3:4 frame, name and provider beneath; on hover
 * or keyboard focus, Play and Demo buttons over the art; the heart for favourites.
 */
export function GameTileCard({
  game,
  isFavorite,
  onFavorite,
  eager = false,
  behindHero = false,
}: {
  game: GameTile;
  isFavorite: boolean;
  /** Only players have favourites: no handler, no heart. */
  onFavorite?: ((game: GameTile, favorite: boolean) => void) | undefined;
  /** The first tiles of the first row are above the fold: they load at once. */
  eager?: boolean;
  /**
   * The page's hero picture is its largest: the tile's art asks to come after it, also when it
   * is on the first screen (a browser raises a visible picture's priority otherwise).
   */
  behindHero?: boolean;
}) {
  const { t } = useI18n();
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  const href = `/game/${game.identity}`;
  return (
    <article
      className="group/tile relative flex min-w-0 flex-col gap-1.5"
      data-testid="game-tile"
      data-game={game.identity}
      onPointerEnter={arm}
      onFocus={arm}
    >
      {/* First in the document, drawn beneath the art: focus reaches the name, which mounts Play and Demo, then moves on to them. */}
      <div className="order-last flex min-w-0 flex-col px-0.5">
        <LocalizedLink
          to={href}
          className="truncate text-sm font-semibold leading-tight hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          {game.name}
        </LocalizedLink>
        <span className="truncate text-xs text-muted">{game.provider.name}</span>
      </div>
      <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-surface-2 shadow-sm ring-1 ring-border/60 transition-transform duration-200 group-hover/tile:-translate-y-1 group-focus-within/tile:-translate-y-1">
        <LocalizedLink
          to={href}
          aria-label={game.name}
          className="absolute inset-0 focus-visible:outline-none"
          tabIndex={-1}
        >
          <ArtImage
            src={game.tileImage}
            art={TILE_ART}
            width={300}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={behindHero ? 'low' : 'auto'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover/tile:scale-105"
          />
        </LocalizedLink>
        {armed && <TileActions game={game} href={href} />}
        {/*
          The art is drawn left to right in every locale with its feature ribbon top left, so
          the NEW badge and the heart share the top right corner, physically, even right to left.
        */}
        <div className="pointer-events-none absolute right-1.5 top-1.5 flex flex-col items-end gap-1">
          {game.isNew && (
            <span
              data-testid="tile-new"
              className="rounded-md bg-accent px-1.5 py-0.5 text-[0.625rem] font-extrabold uppercase tracking-wide text-accent-contrast shadow"
            >
              {t('games.badge.new')}
            </span>
          )}
          {onFavorite && (
            <button
              type="button"
              onClick={() => onFavorite(game, !isFavorite)}
              aria-pressed={isFavorite}
              aria-label={
                isFavorite ? t('games.unfavorite', { name: game.name }) : t('games.favorite', { name: game.name })
              }
              data-testid="tile-favorite"
              className={`pointer-events-auto grid size-7 place-items-center rounded-full bg-black/45 text-white backdrop-blur transition-opacity hover:bg-black/65 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white ${
                isFavorite
                  ? 'opacity-100'
                  : 'opacity-0 group-hover/tile:opacity-100 group-focus-within/tile:opacity-100 [@media(hover:none)]:opacity-100'
              }`}
            >
              <Heart aria-hidden className={`size-3.5 ${isFavorite ? 'fill-danger text-danger' : ''}`} />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A tile's place while its game loads. It pulses only while the games are on their way: a row
 * that waits for the scroll keeps still, so a long lobby does not animate dozens of tiles
 * nobody sees, each a frame of work on a phone's main thread.
 */
export function GameTileSkeleton({ loading = true }: { loading?: boolean }) {
  return (
    <div
      aria-hidden
      className={`flex min-w-0 flex-col gap-1.5 ${loading ? 'motion-safe:animate-pulse' : ''}`}
      data-testid="game-tile-skeleton"
    >
      <div className="aspect-[3/4] rounded-xl bg-surface-2" />
      <div className="h-3.5 w-3/4 rounded bg-surface-2" />
      <div className="h-3 w-1/2 rounded bg-surface-2" />
    </div>
  );
}

/**
 * Play, Demo and the RTP over the art: mounted when a pointer comes over the
 * tile or focus comes into it, not with the page. They were half of home's 1,444 elements and
 * a hundred links to hydrate on a phone, where a tap on the art plays anyway (issue 14).
 */
export function TileActions({ game, href }: { game: GameTile; href: string }) {
  const { t, locale } = useI18n();
  return (
    <div className="invisible absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/60 p-3 opacity-0 backdrop-blur-[1px] transition-opacity duration-150 group-focus-within/tile:visible group-focus-within/tile:opacity-100 [@media(hover:hover)]:group-hover/tile:visible [@media(hover:hover)]:group-hover/tile:opacity-100">
      <LocalizedLink
        to={href}
        data-testid="tile-play"
        className="inline-flex w-full max-w-32 items-center justify-center gap-1.5 rounded-full bg-accent px-3 py-2 text-sm font-bold text-accent-contrast shadow-lg hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        aria-label={t('games.playGame', { name: game.name })}
      >
        <Play aria-hidden className="size-4 fill-current rtl:-scale-x-100" />
        {t('games.play')}
      </LocalizedLink>
      {game.hasDemo && (
        <LocalizedLink
          to={`${href}?mode=demo`}
          data-testid="tile-demo"
          className="inline-flex w-full max-w-32 items-center justify-center rounded-full bg-white/15 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/30 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          aria-label={t('games.demoGame', { name: game.name })}
        >
          {t('games.demo')}
        </LocalizedLink>
      )}
      <span className="absolute inset-x-0 bottom-2 text-center text-[0.625rem] font-semibold text-white/80">
        {t('games.rtp')} <span dir="ltr">{formatRtp(game.rtp, locale)}</span>
      </span>
    </div>
  );
}
