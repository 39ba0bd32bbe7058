import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocalizePath } from '../locale/use-locale';
import { usePopup } from '../popups/use-popup';
import { ApiError } from '../session/api-client';
import { walletAccountsQuery } from '../wallet/use-wallet';
import { launchQuery } from './games-queries';
import { usePlayerId } from '../../lib/root-data';

/** The popup a refused launch opens (§2 popups), or null for an error shown in place. */
export function launchErrorPopup(error: unknown): 'game-geo-restricted' | 'demo-unavailable' | 'sign-in' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.key === 'GAME_GEO_RESTRICTED') return 'game-geo-restricted';
  if (error.key === 'DEMO_UNAVAILABLE') return 'demo-unavailable';
  if (error.status === 401) return 'sign-in';
  return null;
}

/**
 * Launches a game (`POST /api/game/games/{id}/play`) once the page knows it may: a real
 * launch in the active account's currency, relaunched when that currency changes.
 */
export function useLaunch(identity: string, demo: boolean, enabled: boolean) {
  const playerId = usePlayerId();
  const localize = useLocalizePath();
  const { open } = usePopup();
  // A guest has no accounts to ask for; a player's list is the header's, kept live by push.
  const accounts = useQuery({ ...walletAccountsQuery(), enabled: playerId !== null });
  const currency = accounts.data?.find((a) => a.status === 1)?.currency ?? null;
  const waitsForAccount = !demo && playerId !== null && accounts.isPending;
  const launch = useQuery(
    launchQuery({
      identity,
      demo,
      playerId,
      currency,
      lobbyPath: localize('/games'),
      enabled: enabled && !waitsForAccount,
    }),
  );
  const popup = launchErrorPopup(launch.error);
  useEffect(() => {
    if (popup) open(popup, popup === 'sign-in' ? 'true' : identity);
    // Only a new refusal opens its popup; the opener itself changes with every address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup, identity]);
  return { launch, popupError: popup !== null };
}
