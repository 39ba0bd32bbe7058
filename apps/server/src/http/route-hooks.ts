/**
 * A route's hooks with one more after them, for a plugin that adds its hook in `onRoute` to
 * the routes that need it: a hook added to the app runs on every request, where it has work
 * or not, and each one cost the health bench a measurable share of its answers (issue 12).
 */
export function withRouteHook<Hook>(current: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  if (current === undefined) return [hook];
  return Array.isArray(current) ? [...current, hook] : [current, hook];
}
