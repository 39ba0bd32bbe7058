import type { ContentNode } from '@casino/shared/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { ContentBody } from './content-body';

const render = (nodes: ContentNode[], locale = 'de') =>
  renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={{}}>
        <ContentBody nodes={nodes} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe('ContentBody', () => {
  it('renders the node tree as elements', () => {
    expect(render([['h2', {}, 'Rules'], ['p', {}, 'Play ', ['strong', {}, 'fair'], '.']])).toBe(
      '<div class="prose-content "><h2>Rules</h2><p>Play <strong>fair</strong>.</p></div>',
    );
  });

  it('gives in-app links the locale prefix of the page', () => {
    expect(render([['a', { href: '/static/terms' }, 'Terms']])).toContain('href="/de/static/terms"');
    expect(render([['a', { href: '/static/terms' }, 'Terms']], 'en')).toContain('href="/static/terms"');
  });

  it('opens links containing http in a new window', () => {
    const html = render([['a', { href: 'https://www.begambleaware.org/' }, 'Help']]);
    expect(html).toContain('href="https://www.begambleaware.org/"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('keeps mailto links as they are', () => {
    expect(render([['a', { href: 'mailto:help@example.com' }, 'Mail']])).toContain('href="mailto:help@example.com"');
  });

  it('renders a link with any other address as plain text', () => {
    expect(render([['a', { href: 'javascript:alert(1)' }, 'x']])).toBe('<div class="prose-content ">x</div>');
    expect(render([['a', { href: "javascript:fetch('http://x')" }, 'x']])).toBe('<div class="prose-content ">x</div>');
    expect(render([['a', { href: '//evil.example' }, 'x']])).toBe('<div class="prose-content ">x</div>');
  });

  it('drops tags and attributes outside its allow-list but keeps their text', () => {
    const html = render([
      ['script', {}, 'alert(1)'],
      ['p', { onclick: 'steal()', style: 'color:red', class: 'x' }, 'text'],
      ['img', { src: '/a.png', alt: 'A', onerror: 'x()' }],
    ]);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/onclick|onerror|style=|class="x"/);
    expect(html).toContain('<img src="/a.png" alt="A" loading="lazy" decoding="async"/>');
  });
});
