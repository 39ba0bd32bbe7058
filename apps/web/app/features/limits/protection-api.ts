import type { ProtectionAnswer, ProtectionSettings, ProtectionState } from '@casino/shared/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../session/api-client';

export const PROTECTION_KEY = ['player', 'protection'] as const;

/** The reality check and session limit settings with this session's start and result. */
export function useProtection(enabled = true) {
  return useQuery({
    queryKey: PROTECTION_KEY,
    queryFn: () => api<ProtectionAnswer>('/api/player/protection'),
    enabled,
    staleTime: 30_000,
  });
}

export function useSaveProtection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProtectionSettings) =>
      api<ProtectionSettings>('/api/player/protection', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROTECTION_KEY }),
  });
}

/** Confirms the waiting longer session limit (or none) once its 24 hours have passed. */
export function useConfirmSessionLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<ProtectionState>('/api/player/protection/session-limit/confirm', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROTECTION_KEY }),
  });
}
