import { useQuery } from '@tanstack/react-query';
import { Globe2, MonitorPlay, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { buttonSecondary } from '../../ui/form';
import { LocalizedLink } from '../locale/localized-link';
import { useLocalizePath } from '../locale/use-locale';
import type { PopupViewProps } from '../popups/popup-views';
import { usePopup } from '../popups/use-popup';
import { ctaButton } from './games-empty';
import { gameInfoQuery } from './games-queries';
import { GameFrame } from './game-frame';
import { isDemoMode } from './play-gate';
import { usePlayerId } from '../../lib/root-data';
import { PHONE_QUERY } from './use-is-phone';
import { isIdentity } from './games-params';
import { useLocation } from 'react-router';

/** The game a game popup is about: its identity is the popup's query value. */
function usePopupGame(popup: PopupViewProps['popup']) {
  const playerId = usePlayerId();
  const identity = isIdentity(popup.value) ? popup.value : null;
  return useQuery({ ...gameInfoQuery(identity ?? '', playerId), enabled: identity !== null }).data;
}

function PopupActions({ children }: { children: React.ReactNode }) {
  return <div className="mt-5 flex flex-col gap-2 xs:flex-row-reverse">{children}</div>;
}

/** demo-game: a guest confirms playing with play money, or signs in to play for real. */
export function DemoGameView({ popup }: PopupViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { open } = usePopup();
  const game = usePopupGame(popup);
  const playDemo = () => {
    const params = new URLSearchParams({ mode: 'demo' });
    if (matchMedia(PHONE_QUERY).matches) params.set('mobile-game', popup.value);
    void navigate(`${localize(`/game/${popup.value}`)}?${params}`, { replace: true });
  };
  return (
    <div data-testid="demo-game">
      <div className="flex items-start gap-3">
        <MonitorPlay aria-hidden className="size-8 shrink-0 text-accent" />
        <p className="text-muted">{t('games.demoGameText', { name: game?.name ?? '' })}</p>
      </div>
      <PopupActions>
        <button type="button" onClick={playDemo} className={ctaButton} data-testid="confirm-demo">
          {t('games.playDemo')}
        </button>
        <button type="button" onClick={() => open('sign-in')} className={buttonSecondary}>
          {t('games.signInToPlay')}
        </button>
      </PopupActions>
    </div>
  );
}

/** demo-unavailable: this game has no demo; a guest may sign in, a player play for real. */
export function DemoUnavailableView({ popup, close }: PopupViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { open } = usePopup();
  const isPlayer = usePlayerId() !== null;
  const game = usePopupGame(popup);
  return (
    <div data-testid="demo-unavailable">
      <p className="text-muted">{t('games.demoUnavailableText', { name: game?.name ?? '' })}</p>
      <PopupActions>
        {isPlayer ? (
          <button
            type="button"
            className={ctaButton}
            onClick={() => void navigate(localize(`/game/${popup.value}`), { replace: true })}
          >
            {t('games.playForReal')}
          </button>
        ) : (
          <>
            <button type="button" className={ctaButton} onClick={() => open('sign-up')}>
              {t('header.signUp')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => open('sign-in')}>
              {t('header.signIn')}
            </button>
          </>
        )}
        <button type="button" className={buttonSecondary} onClick={close}>
          {t('common.close')}
        </button>
      </PopupActions>
    </div>
  );
}

/** game-geo-restricted: the game cannot be played from the visitor's country. */
export function GameGeoRestrictedView({ popup }: PopupViewProps) {
  const t = useT();
  const game = usePopupGame(popup);
  return (
    <div data-testid="game-geo-restricted">
      <div className="flex items-start gap-3">
        <Globe2 aria-hidden className="size-8 shrink-0 text-gold" />
        <p className="text-muted">{t('games.geoRestrictedText', { name: game?.name ?? '' })}</p>
      </div>
      <PopupActions>
        <LocalizedLink to="/games" className={ctaButton}>
          {t('games.backToLobby')}
        </LocalizedLink>
      </PopupActions>
    </div>
  );
}

/** mobile-game: on a phone the game fills the screen, with its name and a close button above. */
export function MobileGameView({ popup, close }: PopupViewProps) {
  const t = useT();
  const location = useLocation();
  const playerId = usePlayerId();
  const game = usePopupGame(popup);
  const demo = isDemoMode(location.search) || playerId === null;
  return (
    <div className="flex h-dvh flex-col bg-black" data-testid="mobile-game">
      <div className="flex h-11 shrink-0 items-center gap-2 bg-surface px-2 pt-[env(safe-area-inset-top)]">
        <span className="min-w-0 flex-1 truncate ps-1 text-sm font-bold">{game?.name}</span>
        {demo && (
          <span className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
            {t('games.demo')}
          </span>
        )}
        <button
          type="button"
          onClick={close}
          aria-label={t('common.close')}
          data-testid="close-mobile-game"
          className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1">{game && <GameFrame game={game} demo={demo} enabled />}</div>
    </div>
  );
}
