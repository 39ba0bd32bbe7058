import { data } from 'react-router';

/** §8: an unmatched page is a fatal 404 'Page Not Found: {path}'. */
export function notFound(request: Request): never {
  const path = new URL(request.url).pathname;
  throw data({ message: `Page Not Found: ${path}` }, { status: 404, statusText: 'Page not found' });
}
