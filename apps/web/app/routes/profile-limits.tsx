import type { LimitsAnswer } from '@casino/shared/limits';
import { LimitsPage } from '../features/limits/limits-page';
import { requireSession } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/profile-limits';

export async function loader(args: Route.LoaderArgs) {
  requireSession(args);
  const response = await args.context.api<LimitsAnswer>('/api/player/limits');
  if (!response.ok) throw new Response(null, { status: response.status });
  return response.data;
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.limits');

export default function ProfileLimits({ loaderData }: Route.ComponentProps) {
  return <LimitsPage initial={loaderData} />;
}
