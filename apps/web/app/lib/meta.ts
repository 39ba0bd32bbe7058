import type { MetaDescriptor } from 'react-router';
import type { RootData } from './root-data';

export interface MetaArgs {
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
}

export function rootData(args: MetaArgs): RootData | undefined {
  const root = args.matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** Page title and description from the UI strings of the page's locale. */
export function pageMeta(args: MetaArgs, titleKey: string, descriptionKey?: string): MetaDescriptor[] {
  const data = rootData(args);
  const messages = data?.messages ?? {};
  const title = messages[titleKey] ?? titleKey;
  const project = data?.customer.projectName ?? '';
  const description = descriptionKey ? messages[descriptionKey] : undefined;
  return [
    { title: project ? `${title} | ${project}` : title },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}
