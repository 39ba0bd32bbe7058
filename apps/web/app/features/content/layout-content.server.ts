import type { AppLoadContext } from 'react-router';
import { findContent, queryContent } from './content-api.server';
import { layoutContent, type LayoutContent } from './layout-content';

export async function loadLayoutContent(context: AppLoadContext, locale: string): Promise<LayoutContent> {
  const [layout, errorScreen] = await Promise.all([
    queryContent(context, { kind: 'layout', locale }),
    findContent(context, 'global-components', locale, 'error-screen'),
  ]);
  return layoutContent(layout, errorScreen, locale);
}
