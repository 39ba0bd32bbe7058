import { localizePath } from '@casino/shared/locales';
import { redirect } from 'react-router';
import { requireSession, routeLocale } from '../lib/guards.server';
import type { Route } from './+types/profile-index';

/** The section opens on its first tab. */
export function loader(args: Route.LoaderArgs) {
  requireSession(args);
  throw redirect(localizePath('/profile/info', routeLocale(args)));
}
