import { Play } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import type { GameTile } from './game-types';
import { CARD_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

/**
 * The banner strip over the lobby: the featured games' 16:9 banners side by side (three
 * on a desktop, one and a peek on a phone), each a way into its game. A banner carries its
 * own title and pitch, so nothing is laid over it but the Play button in its lower right
 * corner (the art is drawn left to right in every locale); the name goes beneath it.
 */
export function LobbyHero({ games }: { games: readonly GameTile[] }) {
  const t = useT();
  const featured = games.filter((game) => game.bannerImage).slice(0, 3);
  if (featured.length === 0) return null;
  return (
    <section
      aria-label={t('games.featured')}
      data-testid="lobby-hero"
      className="-mx-3 grid snap-x snap-mandatory scroll-px-3 auto-cols-[86%] grid-flow-col gap-3 relative overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:auto-cols-fr sm:px-0 [&::-webkit-scrollbar]:hidden"
    >
      {featured.map((game, index) => (
        <LocalizedLink
          key={game.identity}
          to={`/game/${game.identity}`}
          data-testid="hero-banner"
          className="group flex snap-start flex-col gap-1.5 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <span className="relative block aspect-[16/9] overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-border">
            <ArtImage
              src={game.bannerImage!}
              art={CARD_ART}
              width={640}
              height={360}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
            <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-accent px-4 py-2 text-sm font-bold text-accent-contrast shadow-lg group-hover:bg-accent-strong">
              <Play aria-hidden className="size-4 fill-current rtl:-scale-x-100" />
              {t('games.play')}
            </span>
          </span>
          <span className="flex min-w-0 items-baseline gap-2 px-1">
            <span className="truncate text-sm font-bold">{game.name}</span>
            <span className="shrink-0 text-xs text-muted">{game.provider.name}</span>
          </span>
        </LocalizedLink>
      ))}
    </section>
  );
}
