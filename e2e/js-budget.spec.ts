import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGET_PAGES, FIRST_LOAD_JS_BUDGET_BYTES, firstLoad, kb } from '../bench/web/first-load';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../apps/web/build/client');

// Issue 14: what a page makes the browser fetch before it is interactive, compressed as the
// server sends it. Popups, the push socket and forms load on demand and are not counted.
for (const page of BUDGET_PAGES) {
  test(`${page} loads at most ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} of JavaScript up front in at most 20 files`, async ({
    request,
  }) => {
    const response = await request.get(page);
    expect(response.status()).toBe(200);
    const load = firstLoad(await response.text(), CLIENT_DIR);
    test
      .info()
      .annotations.push({ type: 'first-load JS', description: `${kb(load.bytes)} in ${load.scripts.length} scripts` });
    expect(load.bytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    expect(load.scripts.length).toBeLessThanOrEqual(20);
  });
}
