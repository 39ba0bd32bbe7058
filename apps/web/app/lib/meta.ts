import { DEFAULT_LOCALE } from '@casino/shared/locales';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { formatMessage, type MessageValues } from '../i18n/message-format';
import { messagesOf, type RootData } from './root-data';

export interface MetaArgs {
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
}

export function rootData(args: MetaArgs): RootData | undefined {
  const root = args.matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** A UI string of the page's locale, for a meta function; undefined when its catalog has none. */
export function rootText(args: MetaArgs, key: string, values?: MessageValues): string | undefined {
  const data = rootData(args);
  const message = messagesOf(data)[key];
  return message === undefined ? undefined : formatMessage(message, data?.locale ?? DEFAULT_LOCALE, values);
}

/**
 * A page's description when it has none of its own: the site's description naming the
 * page, in the page's locale (every page carries a title and a description).
 */
export function fallbackDescription(args: MetaArgs, title: string): string {
  const project = rootData(args)?.customer.projectName ?? '';
  return rootText(args, 'meta.pageDescription', { title, project }) ?? title;
}

/** Page title and description from the UI strings of the page's locale. */
export function pageMeta(args: MetaArgs, titleKey: string, descriptionKey?: string): MetaDescriptor[] {
  const data = rootData(args);
  const title = rootText(args, titleKey) ?? titleKey;
  const project = data?.customer.projectName ?? '';
  const description = (descriptionKey ? rootText(args, descriptionKey) : undefined) ?? fallbackDescription(args, title);
  return [{ title: project ? `${title} | ${project}` : title }, { name: 'description', content: description }];
}

/** Title and description of the error screen: 404 or an unexpected error, localised. */
export function errorMeta(args: MetaArgs & { error?: unknown }): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return notFound
    ? pageMeta(args, 'error.notFound', 'error.description')
    : pageMeta(args, 'error.title', 'error.unexpected');
}
