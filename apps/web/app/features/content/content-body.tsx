import { CONTENT_ATTRIBUTES, CONTENT_TAGS, type ContentNode } from '@casino/shared/content-nodes';
import { createElement, type ReactNode } from 'react';
import { LocalizedLink } from '../locale/localized-link';

/**
 * Tags and attributes the page renders; the server sanitised the tree already, so
 * this is the second fence: anything else is dropped, its text kept.
 */
const TAGS: ReadonlySet<string> = new Set(CONTENT_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set([...CONTENT_ATTRIBUTES.img, ...CONTENT_ATTRIBUTES.ol]);
const VOID = new Set(['hr', 'br', 'img']);

function props(attributes: Record<string, string>, key: number) {
  const result: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(attributes)) if (ATTRIBUTES.has(name)) result[name] = value;
  return result;
}

/** §2: addresses with http open in a new window, in-app paths get the locale; mailto, tel and #anchors stay as they are. */
function ContentLink({ href, title, children }: { href: string; title?: string; children: ReactNode }) {
  if (/^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'))) {
    return (
      <LocalizedLink to={href} {...(title ? { title } : {})}>
        {children}
      </LocalizedLink>
    );
  }
  if (/^(mailto:|tel:|#)/.test(href)) return <a href={href}>{children}</a>;
  return <>{children}</>;
}

function renderNodes(nodes: readonly ContentNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    const [tag, attributes, ...children] = node;
    if (tag === 'a') {
      return (
        <ContentLink key={key} href={attributes.href ?? ''} {...(attributes.title ? { title: attributes.title } : {})}>
          {renderNodes(children)}
        </ContentLink>
      );
    }
    if (!TAGS.has(tag)) return <span key={key}>{renderNodes(children)}</span>;
    if (tag === 'img') return createElement('img', { ...props(attributes, key), loading: 'lazy', decoding: 'async' });
    if (VOID.has(tag)) return createElement(tag, props(attributes, key));
    return createElement(tag, props(attributes, key), ...renderNodes(children));
  });
}

/** Rendered Markdown from the content store, styled by `.prose-content`. */
export function ContentBody({ nodes, className = '' }: { nodes: readonly ContentNode[]; className?: string }) {
  return <div className={`prose-content ${className}`}>{renderNodes(nodes)}</div>;
}
