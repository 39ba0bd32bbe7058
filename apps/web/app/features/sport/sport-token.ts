import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePlayerId } from '../../lib/root-data';
import { useLocale } from '../locale/use-locale';
import { ApiError, api } from '../session/api-client';
import { useWalletAccounts } from '../wallet/use-wallet';

/** SPEC §7 "Sportsbook start-game": the game whose start hands the sportsbook widget its token. */
const SPORTSBOOK_GAME = 'altenar-sportsbook-altenar-sportsbook';
/** The header the widget's bet calls carry the token in (the server's `SPORT_TOKEN_HEADER`). */
const SPORT_TOKEN_HEADER = 'x-sportsbook-token';
/** The token lives 30 minutes; a new one is asked for well before that. */
const TOKEN_REFRESH_MS = 25 * 60_000;

/**
 * The sportsbook token (SPEC §4, §7): asked for only with a profile, keyed by the player and
 * the active account so a change of either asks again, and empty when the call fails (§9:
 * token failures are logged only, never shown).
 */
export const sportTokenQuery = (playerId: string | null, accountId: string | undefined, locale: string) =>
  queryOptions({
    queryKey: ['sport', 'token', playerId, accountId] as const,
    queryFn: async () => {
      try {
        const answer = await api<{ token: string }>(`/api/game/games/${SPORTSBOOK_GAME}/play`, {
          method: 'POST',
          body: {
            accountId,
            lobbyUrl: location.origin,
            locale,
            demoMode: false,
            // §7 widget platform codes: 1 mobile, 2 desktop.
            platform: matchMedia('(max-width: 47.99rem)').matches ? 1 : 2,
            provider: 'altenar',
          },
        });
        return answer.token;
      } catch (error) {
        console.warn('sportsbook token', error);
        return '';
      }
    },
    enabled: playerId !== null && accountId !== undefined,
    staleTime: TOKEN_REFRESH_MS,
    refetchInterval: TOKEN_REFRESH_MS,
    retry: false,
  });

/** The server's answers to a token that ran out or is another player's. */
const TOKEN_REFUSED = new Set(['SPORT_TOKEN_INVALID', 'SPORT_TOKEN_OTHER_PLAYER']);

/**
 * The sportsbook's player calls: they carry the widget's token once it has one. A refused
 * token (a tab asleep past its 30 minutes) asks for a new one and the call goes once more on
 * the site session alone; bet placement is idempotent by its request id, so that is safe.
 */
export function useSportApi() {
  const client = useQueryClient();
  const playerId = usePlayerId();
  const { locale } = useLocale();
  const accountId = useWalletAccounts().data?.find((account) => account.status === 1)?.id;
  const token = useQuery(sportTokenQuery(playerId, accountId, locale)).data;
  return useCallback(
    async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
      if (!token) return api<T>(path, init);
      try {
        return await api<T>(path, { ...init, headers: { [SPORT_TOKEN_HEADER]: token } });
      } catch (error) {
        if (!(error instanceof ApiError) || !TOKEN_REFUSED.has(error.key)) throw error;
        void client.invalidateQueries({ queryKey: ['sport', 'token'] });
        return api<T>(path, init);
      }
    },
    [token, client],
  );
}
