import { Play } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import type { GameTile } from './game-types';

/**
 * The banner strip over the lobby: the featured games' 16:9 banners side by side (three
 * on a desktop, one and a peek on a phone), each a way into its game.
 */
export function LobbyHero({ games }: { games: readonly GameTile[] }) {
  const t = useT();
  const featured = games.filter((game) => game.bannerImage).slice(0, 3);
  if (featured.length === 0) return null;
  return (
    <section
      aria-label={t('games.featured')}
      data-testid="lobby-hero"
      className="-mx-3 grid snap-x snap-mandatory scroll-px-3 auto-cols-[86%] grid-flow-col gap-3 overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:auto-cols-fr sm:px-0 [&::-webkit-scrollbar]:hidden"
    >
      {featured.map((game, index) => (
        <LocalizedLink
          key={game.identity}
          to={`/game/${game.identity}`}
          className="group relative aspect-[16/9] snap-start overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <img
            src={game.bannerImage!}
            alt=""
            width={640}
            height={360}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/20 to-transparent" />
          <span className="absolute inset-x-4 bottom-4 flex items-end justify-between gap-3">
            <span className="flex min-w-0 flex-col">
              <span className="text-[0.6875rem] font-semibold tracking-wide text-white/75 uppercase">
                {game.provider.name}
              </span>
              <span className="truncate text-lg font-black text-white sm:text-xl">{game.name}</span>
            </span>
            <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-accent px-4 py-2 text-sm font-bold text-accent-contrast shadow-lg group-hover:bg-accent-strong">
              <Play aria-hidden className="size-4 fill-current rtl:-scale-x-100" />
              {t('games.play')}
            </span>
          </span>
        </LocalizedLink>
      ))}
    </section>
  );
}
