import { CONTENT_ATTRIBUTES, CONTENT_TAGS, type ContentNode } from '@casino/shared/content';
import { parseDocument } from 'htmlparser2';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { keepNumbersWithSigns } from './typography.js';

const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });

/**
 * What content authors may use. Everything else is dropped: script and style with
 * their text, event handlers, inline styles, and any URL that is not http(s),
 * mailto, tel or relative (so no `javascript:` or `data:`).
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_TAGS, 'a'],
  allowedAttributes: Object.fromEntries(Object.entries(CONTENT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page title is the only h1: a heading in the text starts one level below it.
  transformTags: { h1: 'h2' },
};

type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** Elements whose whitespace between children means nothing (and that React refuses inside tables). */
const BLOCK_CONTAINERS = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol', 'blockquote', 'details']);

function toNodes(children: DomNode[], parent: string | null): ContentNode[] {
  const dropBlank = parent === null || BLOCK_CONTAINERS.has(parent);
  const nodes: ContentNode[] = [];
  for (const child of children) {
    if (child.type === 'text') {
      if (child.data !== '' && !(dropBlank && child.data.trim() === '')) nodes.push(keepNumbersWithSigns(child.data));
    } else if (child.type === 'tag') {
      nodes.push([child.name, { ...child.attribs }, ...toNodes(child.children, child.name)]);
    }
  }
  return nodes;
}

/** Markdown (with any HTML in it) as a sanitised node tree. */
export function renderMarkdown(source: string): ContentNode[] {
  const html = sanitizeHtml(markdown.render(source), SANITIZE);
  return toNodes(parseDocument(html, { decodeEntities: true }).children, null);
}
