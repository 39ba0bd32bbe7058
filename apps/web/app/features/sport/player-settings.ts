import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePlayerId } from '../../lib/root-data';
import { api } from '../session/api-client';
import { useBetSlip, type Acceptance } from './bet-slip-store';
import type { OddsFormat } from './odds';

interface SportSettings {
  oddsFormat: OddsFormat;
  acceptance: Acceptance;
}

const SETTINGS_PATH = '/api/game/sport/settings';
const settingsKey = (playerId: string | null) => ['sport', 'settings', playerId] as const;

/**
 * A signed-in player's odds format and default acceptance come from their account (the same on
 * every device) into the slip; a guest's stay in the browser with the slip.
 */
export function useAccountSportSettings(): void {
  const playerId = usePlayerId();
  const saved = useQuery({
    queryKey: settingsKey(playerId),
    queryFn: () => api<SportSettings>(SETTINGS_PATH),
    enabled: playerId !== null,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (saved.data) useBetSlip.getState().set(saved.data);
  }, [saved.data]);
}

/** Changes a setting in the slip at once, and on the player's account when signed in. */
export function useSaveSportSettings() {
  const playerId = usePlayerId();
  const save = useMutation({
    mutationFn: (patch: Partial<SportSettings>) => api<SportSettings>(SETTINGS_PATH, { method: 'PUT', body: patch }),
  });
  return (patch: Partial<SportSettings>) => {
    useBetSlip.getState().set(patch);
    if (playerId) save.mutate(patch);
  };
}
