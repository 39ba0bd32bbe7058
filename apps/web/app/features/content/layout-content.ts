import type { ContentNode, ContentRecord } from '@casino/shared/content';
import { DEFAULT_LOCALE } from '@casino/shared/locales';
import { z } from 'zod';

const link = z.object({ label: z.string().min(1), to: z.string().min(1) });
export type ContentLink = z.infer<typeof link>;

const headerLink = link.extend({ line: z.enum(['games', 'sport']).optional() });
export type HeaderLink = z.infer<typeof headerLink>;

const footerGroup = z.object({ title: z.string().min(1), links: z.array(link) });
export type FooterGroup = z.infer<typeof footerGroup>;

/** Texts of the §2 error screen that content overrides; missing ones come from the UI strings. */
export interface ErrorScreenTexts {
  title?: string;
  description?: string;
  button?: string;
}

/** What the site frame takes from content: header and footer links, the licence text, error-screen texts. */
export interface LayoutContent {
  headerLinks: HeaderLink[];
  footerGroups: FooterGroup[];
  licence: ContentNode[] | null;
  errorScreen: ErrorScreenTexts | null;
}

export const EMPTY_LAYOUT: LayoutContent = { headerLinks: [], footerGroups: [], licence: null, errorScreen: null };

/** Items that do not fit the shape are left out rather than breaking the whole frame. */
function validItems<T>(schema: z.ZodType<T>, value: unknown): T[] {
  return Array.isArray(value) ? value.flatMap((item) => schema.safeParse(item).data ?? []) : [];
}

export function layoutContent(
  layout: ContentRecord[],
  errorScreen: ContentRecord | null,
  locale: string,
): LayoutContent {
  const header = layout.find((r) => r.pageIdentity === 'header');
  const footer = layout.find((r) => r.pageIdentity === 'footer');
  const button = errorScreen?.meta.button;
  return {
    headerLinks: validItems(headerLink, header?.meta.links),
    footerGroups: validItems(footerGroup, footer?.meta.groups),
    licence: footer?.body ?? null,
    // The UI strings are translated for every locale: only the locale's own content overrides them.
    errorScreen:
      errorScreen && (errorScreen.locale !== DEFAULT_LOCALE || locale === DEFAULT_LOCALE)
        ? {
            ...(errorScreen.title ? { title: errorScreen.title } : {}),
            ...(errorScreen.description ? { description: errorScreen.description } : {}),
            ...(typeof button === 'string' ? { button } : {}),
          }
        : null,
  };
}
