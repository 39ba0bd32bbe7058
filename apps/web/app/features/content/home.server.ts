import type { AppLoadContext } from 'react-router';
import { findContent, queryContent } from './content-api.server';
import { slideOf } from './slides';

/** The home slider (ordered by stem) and the home page's title and description. */
export async function loadHome(context: AppLoadContext, locale: string) {
  const [slides, seo] = await Promise.all([
    queryContent(context, { kind: 'slides', locale, withBody: false }),
    findContent(context, 'global-components', locale, 'home'),
  ]);
  return {
    slides: slides.map(slideOf),
    seo: seo ? { title: seo.title ?? '', description: seo.description, image: seo.meta.image } : null,
  };
}
