import { describe, expect, it } from 'vitest';
import { BOOT_TEXT_ID, bootAfterFirstPaint } from './paint-first.js';

const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>' +
  '<body><main>Hello</main><script>window.__ctx = {};</script>' +
  '<script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>' +
  '</body></html>';

describe('a page that paints before its scripts are fetched', () => {
  it('has no module preload left in its head', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it('keeps the boot script as inert text, with the preloads to add when it starts', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script type="text/plain" id="${BOOT_TEXT_ID}" data-modulepreload="/assets/entry.js /assets/root.js">` +
        'import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>',
    );
  });

  it('leaves the other inline scripts and the content where they were', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).toContain('<main>Hello</main><script>window.__ctx = {};</script>');
    expect(html.indexOf(BOOT_TEXT_ID)).toBeGreaterThan(html.indexOf('window.__ctx'));
  });

  it('starts the scripts once the browser reports its first contentful paint, or after 2 s', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).toContain('setTimeout(go,2000)');
  });

  it('leaves a page without a boot script as it is', () => {
    expect(bootAfterFirstPaint('<p>plain</p>')).toBe('<p>plain</p>');
  });
});
