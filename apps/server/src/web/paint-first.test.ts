import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_TEXT_ID, bootAfterFirstPaint } from './paint-first.js';

const CATALOG = '<link id="messages-catalog" rel="preload" href="/i18n/en.abc.json" as="fetch" fetchPriority="low"/>';
const HERO = '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>';
const PAGE =
  `<html><head>${HERO}<link rel="stylesheet" href="/assets/app.css"/>${CATALOG}` +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>' +
  '<body><main>Hello</main><script>window.__ctx = {};</script>' +
  '<script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; import("/assets/entry.js");</script>' +
  '</body></html>';

afterEach(() => vi.useRealTimers());

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

  it('holds its low-priority preloads back until the scripts start, and no other preload', () => {
    const html = bootAfterFirstPaint(PAGE);
    expect(html).toContain(
      '<link id="messages-catalog" data-rel-after-paint="preload" href="/i18n/en.abc.json" as="fetch" fetchPriority="low"/>',
    );
    expect(html).toContain(HERO);
  });

  it('starts the held preloads with the scripts', async () => {
    const page = starting({ heroes: 0 });
    page.paint();
    await page.settle();
    expect(page.catalogRel()).toBe('preload');
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

  it('waits for the hero picture after the first paint, then starts the scripts', async () => {
    const page = starting({ heroes: 1 });
    page.paint();
    await page.settle();
    expect(page.started()).toBe(false);
    expect(page.catalogRel()).toBe('');
    page.heroDecoded();
    await page.settle();
    expect(page.started()).toBe(true);
  });

  it('starts the scripts even when the hero picture fails to load', async () => {
    const page = starting({ heroes: 1 });
    page.paint();
    page.heroFailed();
    await page.settle();
    expect(page.started()).toBe(true);
  });

  it('starts the scripts right after the first paint on a page without a hero picture', async () => {
    const page = starting({ heroes: 0 });
    await page.settle();
    expect(page.started()).toBe(false);
    page.paint();
    await page.settle();
    expect(page.started()).toBe(true);
  });

  it('starts the scripts after 2 s whatever has painted', async () => {
    const page = starting({ heroes: 1 });
    page.paint();
    await page.settle(2000);
    expect(page.started()).toBe(true);
  });

  it('leaves a page without a boot script as it is', () => {
    expect(bootAfterFirstPaint('<p>plain</p>')).toBe('<p>plain</p>');
  });
});

/**
 * The starter of a rewritten page run against a stand-in document: a paint observer the test
 * fires, hero pictures whose decoding the test settles, and timers it advances.
 */
function starting({ heroes }: { heroes: number }) {
  const starter = /<script>(\(function\(\)\{var done=false[\s\S]*?)<\/script>/.exec(bootAfterFirstPaint(PAGE))![1]!;
  const appended: unknown[] = [];
  let decode = { resolve: () => {}, reject: (_error: Error) => {} };
  const decoding = new Promise<void>((resolve, reject) => (decode = { resolve, reject }));
  const element = () => ({ rel: '', href: '', type: '', textContent: '' });
  const catalog = { rel: '', getAttribute: (name: string) => (name === 'data-rel-after-paint' ? 'preload' : null) };
  const document = {
    visibilityState: 'visible',
    getElementById: () => ({ getAttribute: () => '/assets/entry.js', textContent: 'import "/assets/entry.js";' }),
    querySelectorAll: (selector: string) =>
      selector.startsWith('link') ? [catalog] : Array.from({ length: heroes }, () => ({ decode: () => decoding })),
    createElement: element,
    head: { appendChild: (node: unknown) => appended.push(node) },
    body: { appendChild: (node: unknown) => appended.push(node) },
  };
  let onPaint: (list: { getEntriesByName: (name: string) => unknown[] }) => void = () => {};
  class PaintObserver {
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.useFakeTimers();
  const window = { PerformanceObserver: PaintObserver };
  const requestAnimationFrame = (callback: () => void) => setTimeout(callback, 16);
  new Function('document', 'window', 'PerformanceObserver', 'requestAnimationFrame', starter)(
    document,
    window,
    PaintObserver,
    requestAnimationFrame,
  );
  return {
    paint: () => onPaint({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    heroDecoded: () => decode.resolve(),
    heroFailed: () => decode.reject(new Error('404')),
    settle: async (ms = 100) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
    started: () => appended.some((node) => (node as { type: string }).type === 'module'),
    catalogRel: () => catalog.rel,
  };
}
