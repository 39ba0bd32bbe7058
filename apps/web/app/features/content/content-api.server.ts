import type { ContentCondition, ContentKind, ContentQueryInput, ContentRecord } from '@casino/shared/content';
import { localizePath, splitLocalePath } from '@casino/shared/locales';
import { data, redirect, type AppLoadContext } from 'react-router';
import { notFound } from '../../lib/http.server';

interface LoaderArgs {
  request: Request;
  context: AppLoadContext;
}

/** Records of a kind for a locale, the default locale filling in (§2). */
export async function queryContent(context: AppLoadContext, query: ContentQueryInput): Promise<ContentRecord[]> {
  const response = await context.api<{ data: ContentRecord[] }>('/api/content/query', {
    method: 'POST',
    body: query,
  });
  // The loaders build these queries themselves: a refusal is a bug, not a missing page.
  if (!response.ok) throw new Error(`Content query for ${query.kind} failed with ${response.status}`);
  return response.data.data;
}

export async function findContent(
  context: AppLoadContext,
  kind: ContentKind,
  locale: string,
  pageIdentity: string,
  where: ContentCondition[] = [],
): Promise<ContentRecord | null> {
  const [record] = await queryContent(context, {
    kind,
    locale,
    where: [{ field: 'pageIdentity', operator: '=', value: pageIdentity }, ...where],
    limit: 1,
  });
  return record ?? null;
}

/**
 * The per-path redirect lookup (§2), asked only where a page would otherwise be
 * missing: an in-app target keeps the visitor's locale, an allowed address is left
 * for, a refused one is an error (§8), and no redirect is the §8 404.
 */
export async function redirectOrNotFound({ request, context }: LoaderArgs, locale: string): Promise<never> {
  const { path } = splitLocalePath(new URL(request.url).pathname);
  const response = await context.api<{ data: { location: string; external: boolean } }>(
    `/api/content/redirect?path=${encodeURIComponent(path)}`,
  );
  if (response.ok) {
    const { location, external } = response.data.data;
    throw redirect(external ? location : localizePath(location, locale), 302);
  }
  if (response.status === 403) {
    throw data({ message: `Redirect refused for ${path}` }, { status: 403, statusText: 'Redirect not allowed' });
  }
  notFound(request);
}

/** The content page a route shows, or what the visitor gets when there is none. */
export async function contentPage(
  args: LoaderArgs,
  kind: ContentKind,
  locale: string,
  pageIdentity: string,
  where: ContentCondition[] = [],
): Promise<ContentRecord> {
  return (await findContent(args.context, kind, locale, pageIdentity, where)) ?? redirectOrNotFound(args, locale);
}
