import type { Route } from './+types/manifest';
import { webManifest } from '../ui/brand/manifest';

/** The web app manifest, named after the operator (PROJECT_NAME). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(JSON.stringify(webManifest(context.customer.projectName)), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
