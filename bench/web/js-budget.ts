/**
 * The first-load JavaScript of each budgeted page (issue 14: at most 150 KB compressed),
 * read from the server-rendered HTML of the production build and the brotli files beside
 * each asset. Exits 1 when a page is over the budget.
 *
 *   npm run bench:js -- [--url http://localhost:3000] [--verbose]
 */
import { parseArgs } from 'node:util';
import { builtSite, CLIENT_DIR } from './built-server.js';
import { BUDGET_PAGES, FIRST_LOAD_JS_BUDGET_BYTES, firstLoad, kb } from './first-load.js';

const { values: args } = parseArgs({
  options: { url: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});
const site = await builtSite(3412, args.url);
let over = 0;
try {
  console.log(`first-load JavaScript, brotli (budget ${kb(FIRST_LOAD_JS_BUDGET_BYTES)})`);
  for (const page of BUDGET_PAGES) {
    const html = await (await fetch(`${site.url}${page}`)).text();
    const load = firstLoad(html, CLIENT_DIR);
    const verdict = load.bytes <= FIRST_LOAD_JS_BUDGET_BYTES ? 'ok' : 'OVER';
    if (verdict === 'OVER') over += 1;
    console.log(
      `${page.padEnd(36)} ${kb(load.bytes).padStart(9)}  ${String(load.scripts.length).padStart(3)} scripts  ${verdict}`,
    );
    if (args.verbose)
      for (const script of load.scripts) console.log(`    ${kb(script.bytes).padStart(9)}  ${script.path}`);
  }
} finally {
  await site.stop();
}
process.exit(over ? 1 : 0);
