import type { Profile } from '@casino/shared/player';
import type { AppLoadContext, Params } from 'react-router';
import { requireSession } from '../../lib/guards.server';

/** The signed-in player's profile for a page; guests are sent to sign in first. */
export async function loadProfile(args: {
  request: Request;
  params: Params;
  context: AppLoadContext;
}): Promise<Profile> {
  requireSession(args);
  const response = await args.context.api<Profile>('/api/player/profile');
  if (!response.ok) throw new Response(null, { status: response.status });
  return response.data;
}
