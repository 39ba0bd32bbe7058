import type { Profile } from '@casino/shared/player';
import { api } from '../session/api-client';

/** The signed-in player's profile in the query cache: popups that depend on it share one request. */
export const profileQuery = {
  queryKey: ['profile'],
  queryFn: () => api<Profile>('/api/player/profile'),
} as const;
