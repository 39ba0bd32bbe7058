import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Heart, Maximize, Minimize, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { SegmentedControl } from '../../ui/segmented-control';
import { LocalizedLink } from '../locale/localized-link';
import { usePopup } from '../popups/use-popup';
import { walletAccountsQuery } from '../wallet/use-wallet';
import { GameDetails } from './game-details';
import { GameFrame } from './game-frame';
import { GameRow } from './game-row';
import type { GameInfo } from './game-types';
import { gameInfoQuery } from './games-queries';
import { isDemoMode, playBlocker } from './play-gate';
import { usePlayerId } from '../../lib/root-data';
import { useToggleFavorite } from './use-favorites';
import { useIsPhone } from './use-is-phone';
import { useFormatMoney } from './use-money';
import { HydrateApart } from '../../lib/hydrate-apart';
import { TILE_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

const barButton =
  'grid size-9 place-items-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent';

/** The query of this page with `mode=demo` set or removed, other keys (an open popup) kept. */
function withMode(search: string, demo: boolean): string {
  const params = new URLSearchParams(search);
  if (demo) params.set('mode', 'demo');
  else params.delete('mode');
  const query = params.toString();
  return query ? `?${query}` : '';
}

function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  };
  return { active, toggle };
}

/**
 * `/game/{id}`: the game in a frame with its bar (back to the lobby, name and provider,
 * real/demo, favourite, full screen), the game info and more from the provider. On a phone
 * the game opens full screen in the mobile-game layer instead.
 */
export function GamePage({ initialGame }: { initialGame: GameInfo }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = usePopup();
  const playerId = usePlayerId();
  const isPlayer = playerId !== null;
  const game = useQuery({ ...gameInfoQuery(initialGame.identity, playerId), initialData: initialGame }).data;
  const demoAsked = isDemoMode(location.search);
  const demo = demoAsked || !isPlayer;
  const blocker = playBlocker(game, isPlayer, demoAsked);
  const isPhone = useIsPhone();
  const toggleFavorite = useToggleFavorite();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const accounts = useQuery({ ...walletAccountsQuery(), enabled: isPlayer });
  const { baseCurrency } = useFormatMoney();
  const betCurrency = (isPlayer ? accounts.data?.find((a) => a.status === 1)?.currency : null) ?? baseCurrency;

  // On a desktop what blocks the launch opens its popup at once; a phone waits for a tap on Play.
  useEffect(() => {
    if (isPhone !== false || !blocker) return;
    open(blocker, blocker === 'sign-in' ? 'true' : game.identity);
    // Once per game and mode; the opener changes with every address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPhone, blocker, game.identity]);

  const setDemo = (next: boolean) => {
    if (!next && !isPlayer) return open('sign-in');
    if (next && !game.hasDemo) return open('demo-unavailable', game.identity);
    void navigate({ search: withMode(location.search, next) }, { replace: true, preventScrollReset: true });
  };

  const startOnPhone = (wantsDemo: boolean) => {
    const phoneBlocker = playBlocker(game, isPlayer, wantsDemo || !isPlayer);
    if (!isPlayer && !wantsDemo) return open('sign-in');
    if (phoneBlocker && phoneBlocker !== 'demo-game') {
      return open(phoneBlocker, phoneBlocker === 'sign-in' ? 'true' : game.identity);
    }
    const params = new URLSearchParams(withMode(location.search, wantsDemo));
    params.set('mobile-game', game.identity);
    void navigate({ search: `?${params}` }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-6" data-testid="game-page">
      {/* One h1 for both layouts; each shows the name in its own place. */}
      <h1 className="sr-only">{game.name}</h1>
      <section className="hidden overflow-hidden rounded-2xl bg-surface ring-1 ring-border xs:block">
        <div ref={stage} className="relative aspect-[16/9] max-h-[calc(100dvh-10rem)] w-full bg-black">
          <GameFrame game={game} demo={demo} enabled={isPhone === false && blocker === null} />
        </div>
        <div className="flex items-center gap-2 border-t border-border px-2 py-2 sm:px-3">
          <LocalizedLink
            to="/games"
            aria-label={t('games.backToLobby')}
            title={t('games.backToLobby')}
            className={barButton}
          >
            <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
          </LocalizedLink>
          <div className="flex min-w-0 flex-col">
            <p aria-hidden className="truncate text-base font-bold leading-tight">
              {game.name}
            </p>
            <LocalizedLink
              to={`/games/provider/${game.provider.identity}`}
              className="truncate text-xs text-muted hover:text-accent"
            >
              {game.provider.name}
            </LocalizedLink>
          </div>
          <div className="ms-auto flex items-center gap-1">
            <div className="w-40" data-testid="mode-switch">
              <SegmentedControl
                label={t('games.mode')}
                value={demo ? 'demo' : 'real'}
                onChange={(value) => setDemo(value === 'demo')}
                options={[
                  { value: 'real', label: t('games.real') },
                  { value: 'demo', label: t('games.demo') },
                ]}
              />
            </div>
            {isPlayer && (
              <button
                type="button"
                onClick={() => toggleFavorite(game, !game.isFavorite)}
                aria-pressed={game.isFavorite}
                aria-label={
                  game.isFavorite
                    ? t('games.unfavorite', { name: game.name })
                    : t('games.favorite', { name: game.name })
                }
                data-testid="game-favorite"
                className={barButton}
              >
                <Heart aria-hidden className={`size-5 ${game.isFavorite ? 'fill-danger text-danger' : ''}`} />
              </button>
            )}
            <button
              type="button"
              onClick={fullscreen.toggle}
              aria-label={fullscreen.active ? t('games.exitFullscreen') : t('games.fullscreen')}
              data-testid="game-fullscreen"
              className={barButton}
            >
              {fullscreen.active ? (
                <Minimize aria-hidden className="size-5" />
              ) : (
                <Maximize aria-hidden className="size-5" />
              )}
            </button>
          </div>
        </div>
      </section>

      <section className="flex flex-col gap-4 xs:hidden" data-testid="game-phone-card">
        <div className="flex gap-4">
          <ArtImage
            src={game.tileImage}
            art={{ widths: TILE_ART.widths, sizes: '112px' }}
            width={300}
            height={400}
            className="w-28 shrink-0 rounded-xl object-cover ring-1 ring-border"
          />
          <div className="flex min-w-0 flex-col justify-center gap-1">
            <p aria-hidden className="text-xl font-black leading-tight">
              {game.name}
            </p>
            <LocalizedLink to={`/games/provider/${game.provider.identity}`} className="text-sm text-muted">
              {game.provider.name}
            </LocalizedLink>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <button
            type="button"
            onClick={() => startOnPhone(false)}
            data-testid="phone-play"
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent py-3 text-base font-bold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <Play aria-hidden className="size-5 fill-current rtl:-scale-x-100" />
            {isPlayer ? t('games.playForReal') : t('games.signInToPlay')}
          </button>
          {game.hasDemo && (
            <button
              type="button"
              onClick={() => startOnPhone(true)}
              data-testid="phone-demo"
              className="rounded-xl bg-surface-2 py-3 text-sm font-semibold hover:bg-border focus-visible:outline-2 focus-visible:outline-accent"
            >
              {t('games.playDemo')}
            </button>
          )}
        </div>
      </section>

      <HydrateApart>
        <GameDetails game={game} currency={betCurrency} />
      </HydrateApart>
      <HydrateApart>
        <GameRow
          title={t('games.moreFrom', { provider: game.provider.name })}
          filter={{ provider: game.provider.identity }}
          seeAllTo={`/games/provider/${game.provider.identity}`}
          exclude={game.identity}
          testId="row-provider"
        />
      </HydrateApart>
    </div>
  );
}
