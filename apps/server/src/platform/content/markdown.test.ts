import type { ContentNode } from '@casino/shared/content';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

/** Every element of a tree, depth first. */
function elements(nodes: ContentNode[]): Exclude<ContentNode, string>[] {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elements(node.slice(2) as ContentNode[])]));
}

const tags = (source: string) => elements(renderMarkdown(source)).map(([tag]) => tag);
const attributes = (source: string) => elements(renderMarkdown(source)).flatMap(([, attrs]) => Object.keys(attrs));
const hrefs = (source: string) => elements(renderMarkdown(source)).flatMap(([, attrs]) => attrs.href ?? []);
const text = (source: string) => JSON.stringify(renderMarkdown(source));

describe('Markdown rendering', () => {
  it('renders headings, emphasis, lists, links and tables', () => {
    expect(renderMarkdown('## Rules\n\n- **one**\n- [two](/static/terms)\n\n| a |\n|---|\n| 1 |')).toEqual([
      ['h2', {}, 'Rules'],
      ['ul', {}, ['li', {}, ['strong', {}, 'one']], ['li', {}, ['a', { href: '/static/terms' }, 'two']]],
      ['table', {}, ['thead', {}, ['tr', {}, ['th', {}, 'a']]], ['tbody', {}, ['tr', {}, ['td', {}, '1']]]],
    ]);
  });

  it('turns a level-one heading into level two: the page title is the only h1', () => {
    expect(tags('# Title')).toEqual(['h2']);
  });

  it('keeps http(s), mailto and tel links', () => {
    expect(hrefs('[a](https://example.com) [b](mailto:help@example.com) [c](tel:+4912345)')).toEqual([
      'https://example.com',
      'mailto:help@example.com',
      'tel:+4912345',
    ]);
  });
});

describe('Markdown sanitising', () => {
  it('removes script elements with their code', () => {
    const source = 'Hi\n\n<script>alert("x")</script>\n\n<p>ok<script src="https://evil.example/x.js"></script></p>';
    expect(tags(source)).not.toContain('script');
    expect(text(source)).not.toContain('alert');
    expect(text(source)).not.toContain('evil.example');
  });

  it('removes event handler attributes', () => {
    const source = '<img src="https://example.com/a.png" onerror="alert(1)">\n\n<a href="/x" onclick="steal()">x</a>';
    expect(attributes(source).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(text(source)).not.toContain('alert');
  });

  it('removes javascript: links written in Markdown', () => {
    expect(hrefs('[click](javascript:alert(1))')).toEqual([]);
    expect(text('[click](javascript:alert(1))')).not.toContain('<a');
  });

  it('removes javascript: links written as HTML, in any case or encoding', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '&#106;avascript:alert(1)', ' javascript:x']) {
      expect(hrefs(`<a href="${href}">x</a>`)).toEqual([]);
    }
  });

  it('removes data: and vbscript: addresses', () => {
    expect(hrefs('<a href="data:text/html,<script>x</script>">a</a> <a href="vbscript:x">b</a>')).toEqual([]);
    expect(elements(renderMarkdown('<img src="data:image/svg+xml,<svg onload=alert(1)>">'))).toEqual([
      ['img', {}],
    ]);
  });

  it('removes iframes, forms, styles and SVG', () => {
    const source =
      '<iframe src="https://evil.example"></iframe><style>body{}</style><form action="/x"><input></form><svg onload="x()"></svg>';
    expect(tags(source)).toEqual([]);
    expect(text(source)).not.toContain('body{}');
  });

  it('removes inline styles and class names', () => {
    expect(attributes('<p style="position:fixed" class="overlay" id="x">a</p>')).toEqual([]);
  });
});
