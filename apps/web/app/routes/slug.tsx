import { notFound } from '../lib/http.server';
import type { Route } from './+types/slug';

/** Content pages by slug (§2 `/{slug}`, last); a slug with no page is the §8 404. */
export function loader({ request }: Route.LoaderArgs): never {
  notFound(request);
}

export default function SlugPage() {
  return null;
}
