import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { messagesOf, type RootData } from './root-data';

export interface MetaArgs {
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
}

export function rootData(args: MetaArgs): RootData | undefined {
  const root = args.matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** The UI strings of the page's locale, for a meta function. */
export const rootMessages = (args: MetaArgs) => messagesOf(rootData(args));

/**
 * A page's description when it has none of its own: the site's description naming the
 * page, in the page's locale (every page carries a title and a description).
 */
export function fallbackDescription(args: MetaArgs, title: string): string {
  const data = rootData(args);
  const template = messagesOf(data)['meta.pageDescription'] ?? '{title}';
  return template.replaceAll('{title}', title).replaceAll('{project}', data?.customer.projectName ?? '');
}

/** Page title and description from the UI strings of the page's locale. */
export function pageMeta(args: MetaArgs, titleKey: string, descriptionKey?: string): MetaDescriptor[] {
  const data = rootData(args);
  const messages = messagesOf(data);
  const title = messages[titleKey] ?? titleKey;
  const project = data?.customer.projectName ?? '';
  const description = (descriptionKey ? messages[descriptionKey] : undefined) ?? fallbackDescription(args, title);
  return [{ title: project ? `${title} | ${project}` : title }, { name: 'description', content: description }];
}

/** Title and description of the error screen: 404 or an unexpected error, localised. */
export function errorMeta(args: MetaArgs & { error?: unknown }): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return notFound
    ? pageMeta(args, 'error.notFound', 'error.description')
    : pageMeta(args, 'error.title', 'error.unexpected');
}
