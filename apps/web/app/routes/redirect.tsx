import { checkRedirectTarget } from '@casino/shared/content';
import { redirect } from 'react-router';
import type { Route } from './+types/redirect';

/**
 * `/redirect?to=…`: a path of this site, or an address on REDIRECT_ALLOWED_HOSTS;
 * anything else goes home rather than leaving the site.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const checked = checkRedirectTarget(url.searchParams.get('to') ?? '/', context.redirectAllowedHosts, url.origin);
  throw redirect(checked.ok ? checked.location : '/');
}
