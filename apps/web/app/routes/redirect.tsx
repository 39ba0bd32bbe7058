import { redirect } from 'react-router';
import type { Route } from './+types/redirect';

/** `/redirect?to=/path`: only in-app paths are followed; anything else goes home. */
export function loader({ request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  const safe = to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
  throw redirect(safe ? to : '/');
}
