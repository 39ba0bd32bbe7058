/**
 * Lighthouse (issue 14: at least 95 in every category) on the production build: home, the
 * lobby, a game page, sport and promotions, as a phone (Lighthouse's default throttled mobile)
 * and as a desktop. Runs Debian's Chromium headless; downloads no browser.
 *
 *   npm run bench:web -- [--url http://localhost:3000] [--pages /,/games] [--runs 1] [--save DIR]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { positive } from '../args.js';
import { builtSite } from './built-server.js';

const PAGES = ['/', '/games', '/game/nova-studio-pharaohs-fortune', '/sport', '/promotions'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The flags Chromium needs on these machines: no sandbox as root, no GPU, and no calls home
// (the network is closed and refused connections would disturb the timings).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '1' },
    save: { type: 'string' },
  },
});
const runs = positive('runs', args.runs);
const pages = args.pages ? args.pages.split(',') : PAGES;

interface Row {
  page: string;
  form: 'mobile' | 'desktop';
  scores: number[];
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  requests: number;
  benchmarkIndex: number;
}

// Lighthouse's simulated throttling multiplies what it observes: on a machine busy with other
// work its timings say little, so the load is printed beside them, and each row carries
// Lighthouse's own CPU benchmark index of that run (an idle desktop scores well above 1000).
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load average before: ${load()}`);
const site = await builtSite(3414, args.url);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
// chrome-launcher starts Chromium detached: an interrupted run closes it rather than leaving it behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chrome.kill();
    void site.stop().finally(() => process.exit(1));
  });
}
const rows: Row[] = [];

/** Every picture of the page's srcset candidates drawn, as Chromium asks for them (AVIF first). */
async function warmPictures(base: string, html: string): Promise<void> {
  const urls = new Set<string>();
  for (const [, srcSet = ''] of html.matchAll(/srcSet="([^"]+)"/gi)) {
    for (const candidate of srcSet.split(', ')) urls.add(candidate.split(' ')[0]!.replaceAll('&amp;', '&'));
  }
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.pop(); url; url = queue.pop()) {
      // The SVG stands in until the bitmap is drawn: asked again until it is.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const answer = await fetch(new URL(url, base), { headers: { accept: 'image/avif,image/webp,*/*' } });
        await answer.arrayBuffer();
        if (!answer.headers.get('content-type')?.startsWith('image/svg')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

try {
  // The first render of each page warms the server's caches, and its pictures have their
  // bitmaps drawn (web/raster-art.ts); Lighthouse measures the next ones.
  for (const page of pages) await warmPictures(site.url, await (await fetch(`${site.url}${page}`)).text());
  for (const page of pages) {
    for (const form of ['mobile', 'desktop'] as const) {
      // The median run by performance score, as Lighthouse's own docs advise for noisy machines.
      const results: Row[] = [];
      let failures = 0;
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `${site.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          form === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { lhr } = result;
        // A trace lost on a busy machine (NO_NAVSTART and the like) is run again, not scored 0.
        if (lhr.runtimeError) {
          failures += 1;
          if (failures > 3) throw new Error(`${page} ${form}: ${lhr.runtimeError.message}`);
          console.error(`${page} ${form}: ${lhr.runtimeError.code}, running again`);
          run -= 1;
          continue;
        }
        if (args.save) {
          mkdirSync(args.save, { recursive: true });
          const name = `${form}${page.replaceAll('/', '_') || '_'}-${run}.json`;
          writeFileSync(path.join(args.save, name), JSON.stringify(lhr));
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const summary = lhr.audits['resource-summary']?.details as
          { items: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
        const item = (type: string) => summary?.items.find((i) => i.resourceType === type);
        results.push({
          page,
          form,
          scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
          lcp: numeric('largest-contentful-paint'),
          cls: numeric('cumulative-layout-shift'),
          tbt: numeric('total-blocking-time'),
          jsKb: (item('script')?.transferSize ?? 0) / 1000,
          requests: item('total')?.requestCount ?? 0,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      results.sort((a, b) => a.scores[0]! - b.scores[0]!);
      const median = results[Math.floor(results.length / 2)]!;
      rows.push(median);
      print(median);
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}
const worst = CATEGORIES.map((_, i) => Math.min(...rows.map((row) => row.scores[i]!)));
console.log(`load average after: ${load()}`);
console.log(`lowest: ${CATEGORIES.map((c, i) => `${c} ${worst[i]}`).join(', ')}`);

function print(row: Row) {
  if (rows.length === 1) {
    console.log(
      `${'page'.padEnd(36)} ${'form'.padEnd(7)} perf  a11y  b-p   seo   LCP ms  CLS    TBT ms  JS KB  requests  CPU index`,
    );
  }
  const [perf, a11y, bp, seo] = row.scores.map((score) => String(score).padStart(4));
  console.log(
    `${row.page.padEnd(36)} ${row.form.padEnd(7)} ${perf}  ${a11y}  ${bp}  ${seo}  ${String(Math.round(row.lcp)).padStart(6)}  ${row.cls.toFixed(3)}  ${String(Math.round(row.tbt)).padStart(6)}  ${row.jsKb.toFixed(1).padStart(5)}  ${String(row.requests).padStart(8)}  ${String(Math.round(row.benchmarkIndex)).padStart(9)}`,
  );
}
