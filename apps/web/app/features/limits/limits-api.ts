import type { ExclusionDuration, LimitPeriod, LimitsAnswer, LimitView } from '@casino/shared/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../session/api-client';

export const LIMITS_KEY = ['player', 'limits'] as const;

/** The player's limits with their usage; refreshed every minute so used amounts and countdowns move. */
export function useLimits(initialData?: LimitsAnswer) {
  return useQuery({
    queryKey: LIMITS_KEY,
    queryFn: () => api<LimitsAnswer>('/api/player/limits'),
    refetchInterval: 60_000,
    ...(initialData ? { initialData } : {}),
  });
}

export function useLimit(id: string): LimitView | undefined {
  return useLimits().data?.data.find((l) => l.id === id);
}

export type NewMoneyLimit = { definition: 1 | 2 | 3; period: LimitPeriod; amount: number; currency: string };
export type NewExclusion = { definition: 4 | 5; duration: ExclusionDuration };

/** Every limit change answers the changed limit; the list and the deposit methods are read again. */
function useLimitMutation<T>(send: (input: T) => Promise<LimitView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: LIMITS_KEY }),
        client.invalidateQueries({ queryKey: ['payment', 'methods'] }),
      ]);
    },
  });
}

export const useAddLimit = () =>
  useLimitMutation((body: NewMoneyLimit | NewExclusion) =>
    api<LimitView>('/api/player/limits', { method: 'POST', body }),
  );

export const useChangeLimit = () =>
  useLimitMutation(({ id, period, amount }: { id: string; period: LimitPeriod; amount: number }) =>
    api<LimitView>(`/api/player/limits/${id}`, { method: 'PUT', body: { period, amount } }),
  );

export const useRemoveLimit = () =>
  useLimitMutation((id: string) => api<LimitView>(`/api/player/limits/${id}`, { method: 'DELETE' }));

export const useConfirmLimitChange = () =>
  useLimitMutation((id: string) => api<LimitView>(`/api/player/limits/${id}/confirm`, { method: 'POST' }));
