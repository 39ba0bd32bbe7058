import { AlertTriangle, LoaderCircle } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import type { GameInfo } from './game-types';
import { usePlayerId } from '../../lib/root-data';
import { useFrameBridge } from './use-frame-bridge';
import { useLaunch } from './use-launch';
import { BLURRED_ART } from '@casino/shared/raster-art';
import { ArtImage } from '../../ui/art-image';

/**
 * The game itself: launched on mount, shown in an iframe that may go full screen and play
 * sound, connected to the site by the game-frame messages. While it launches, its banner.
 */
export function GameFrame({
  game,
  demo,
  enabled,
  frameRef,
  className = '',
}: {
  game: GameInfo;
  demo: boolean;
  enabled: boolean;
  frameRef?: RefObject<HTMLIFrameElement | null>;
  className?: string;
}) {
  const t = useT();
  const ownRef = useRef<HTMLIFrameElement>(null);
  const frame = frameRef ?? ownRef;
  const playerId = usePlayerId();
  const { launch, popupError } = useLaunch(game.identity, demo, enabled);
  const url = launch.data?.url ?? null;
  useFrameBridge(frame, url, playerId !== null && !demo);

  if (url) {
    return (
      <iframe
        ref={frame}
        key={url}
        src={url}
        title={game.name}
        allow="fullscreen; autoplay"
        allowFullScreen
        data-testid="game-frame"
        data-demo={launch.data?.demo ? 'true' : 'false'}
        className={`block size-full border-0 bg-black ${className}`}
      />
    );
  }
  return (
    <div className={`relative grid size-full place-items-center overflow-hidden bg-black ${className}`}>
      {(game.bannerImage ?? game.tileImage) && (
        <ArtImage
          src={game.bannerImage ?? game.tileImage}
          art={BLURRED_ART}
          className="absolute inset-0 size-full scale-110 object-cover opacity-40 blur-md"
        />
      )}
      <div className="relative flex max-w-sm flex-col items-center gap-3 px-6 text-center text-white">
        {launch.isError && !popupError ? (
          <>
            <AlertTriangle aria-hidden className="size-8 text-gold" />
            <p role="alert" data-testid="launch-error">
              {t('games.launchFailed')}
            </p>
            <button type="button" onClick={() => void launch.refetch()} className={buttonClass('neutral', 'md')}>
              {t('history.retry')}
            </button>
          </>
        ) : enabled && !popupError ? (
          <>
            <LoaderCircle aria-hidden className="size-8 animate-spin" />
            <span>{t('games.launching')}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}
