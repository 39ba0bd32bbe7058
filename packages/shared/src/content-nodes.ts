// Kept apart from content.ts and its zod schemas so the page renderer can import these
// without pulling zod into every page's first load.

/**
 * Rendered Markdown as a tree (text, or `[tag, attributes, ...children]`): the web
 * renders it element by element, so no HTML string ever reaches the page.
 */
/**
 * What content authors may use, for the server's sanitiser and the page renderer
 * alike (links, `a`, are handled by each on their own terms).
 */
export const CONTENT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  's',
  'del',
  'sup',
  'sub',
  'blockquote',
  'code',
  'pre',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'details',
  'summary',
] as const;

export const CONTENT_ATTRIBUTES = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
} as const;

export type ContentNode = string | [tag: string, attributes: Record<string, string>, ...children: ContentNode[]];
