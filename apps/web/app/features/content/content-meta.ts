import { localeInfo } from '@casino/shared/locales';
import type { MetaDescriptor } from 'react-router';
import { fallbackDescription, rootData, type MetaArgs } from '../../lib/meta';

export interface PageSeo {
  title: string;
  description?: string | null;
  /** An image path or address for link previews. */
  image?: string | null;
  type?: 'website' | 'article';
}

/** `<title>`, description and Open Graph tags of a page, in the page's locale. */
export function seoMeta(args: MetaArgs & { location: { pathname: string } }, seo: PageSeo): MetaDescriptor[] {
  const root = rootData(args);
  const project = root?.customer.projectName ?? '';
  const origin = root?.origin ?? '';
  const locale = root?.locale ?? 'en';
  const title = project ? `${seo.title} | ${project}` : seo.title;
  const description = seo.description || fallbackDescription(args, seo.title);
  const image = seo.image ? new URL(seo.image, origin || 'http://localhost').href : null;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: seo.type ?? 'article' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: `${origin}${args.location.pathname}` },
    { property: 'og:site_name', content: project },
    { property: 'og:locale', content: localeInfo(locale).intl.replace('-', '_') },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/** SEO of a content record: its title, description and `image` from the front matter. */
export function recordSeo(record: {
  title: string | null;
  description: string | null;
  pageIdentity: string;
  meta: Record<string, unknown>;
}): PageSeo {
  return {
    title: record.title ?? record.pageIdentity,
    description: record.description,
    image: typeof record.meta.image === 'string' ? record.meta.image : null,
  };
}
